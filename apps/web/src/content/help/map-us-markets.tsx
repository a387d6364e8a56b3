// How to use Map U.S. Markets: what it shows, how to move around the map, and where its figures
// come from. Kept in step with features/markets (the pickers, keys and links named here).
import { Link } from 'react-router';
import classes from './help-text.module.css';

export function MapUsMarketsHelpContent() {
  return (
    <div className={classes.text}>
      <p>
        Map U.S. Markets shades every U.S. state or county by a figure of its manufacturers: estimated machine-tool
        consumption (USD), employment or establishments, for all of manufacturing or for one NAICS industry. Open it
        from <Link to="/myapps">My MTApps</Link>.
      </p>
      <h2>Choose what the map shows</h2>
      <ul>
        <li>
          <strong>Show</strong>: states or counties.
        </li>
        <li>
          <strong>Industry</strong>: all manufacturing, a 3-digit NAICS subsector (311–339) or, for fabricated metal
          products (332), machinery (333) and transportation equipment (336), a 4-digit industry.
        </li>
        <li>
          <strong>Measure</strong>: machine-tool consumption (USD), employment or establishments.
        </li>
        <li>
          <strong>Year</strong>: one of the last three complete years.
        </li>
      </ul>
      <p>
        Darker regions have more. The five shades each hold about a fifth of the regions with figures; a light grey
        region has none for that industry.
      </p>
      <h2>Move around the map</h2>
      <ul>
        <li>Zoom in and out with the buttons, the mouse wheel, or the + and − keys; 0 resets the view.</li>
        <li>Pan with the buttons, by dragging, or with Shift and the arrow keys.</li>
        <li>
          With the keyboard, Tab reaches the map; the arrow keys move from region to region in the order of their names,
          and Enter opens the one in focus.
        </li>
        <li>Point at or focus a region to see its figure under the map.</li>
      </ul>
      <h2>A region's top industries</h2>
      <p>
        Click a region (or press Enter on it, or choose it in the table) to list its ten largest industries by the
        chosen measure, with establishments, employment and consumption. <strong>Open in analyzer</strong> opens the
        analyzer on the same figures — the county dataset filtered to that region, year and industry — where you can
        pivot, chart, save and export them.
      </p>
      <h2>The table and the export</h2>
      <p>
        The table under the map lists every region with its figure, largest first. <strong>Export table (CSV)</strong>{' '}
        saves it as a CSV file: the state code or county FIPS code, the name and the figure.
      </p>
      <h2>Where the figures come from</h2>
      <p>
        The figures are <strong>sample data</strong>: deterministic synthetic figures for demonstration, not Census
        figures. Each state's consumption in a year is 1.25 times the USMTO sample's orders of that state in that year,
        spread over its counties and industries. A new year is added each January.
      </p>
    </div>
  );
}
