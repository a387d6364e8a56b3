// ECharts with only the parts the portal draws (tree-shaken), and one theme from the Mantine
// palette. Loaded on demand by EChart: nothing of it reaches pages without a chart.
import { BarChart, LineChart, MapChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';
import { chartThemes } from './chart-theme.ts';

echarts.use([
  BarChart,
  LineChart,
  MapChart,
  PieChart,
  ScatterChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  LabelLayout,
  SVGRenderer,
]);
echarts.registerTheme('mti-light', chartThemes.light);
echarts.registerTheme('mti-dark', chartThemes.dark);

export { echarts };
