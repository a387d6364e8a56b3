// The survey entry form and its page flow (spec §4): tabs and previous/next; in edit mode moving
// on validates the page (red alert on a blocking rule), saves the whole survey data and moves;
// 'done' on the last page submits; view mode disables every input and only moves (and reloads).
import { Button, Group, Stack, Tabs } from '@mantine/core';
import type { PeriodListItem, SurveyData } from '@mti/contracts/survey/survey-api';
import { adjacentSurveyPage, SURVEY_PAGES, type SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { formatThousands } from '@mti/contracts/survey/survey-input';
import {
  findPageBlockingRule,
  findSurveyBlockingRule,
  isBlockingRule,
  type ThresholdField,
  thresholdWarnings,
} from '@mti/contracts/survey/survey-rules';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { thresholdsQuery } from '../api/get-thresholds.ts';
import { useSaveSurveyPage } from '../api/save-survey-page.ts';
import { useSetPeriodSubmitted } from '../api/set-period-submitted.ts';
import type { LabelOf } from '../hooks/use-survey-labels.ts';
import { formValuesOf, hasUnsavedChanges, type SurveyFormValues, surveyDataOf } from '../survey-form.ts';
import { BenchmarkPanel } from './benchmark-panel.tsx';
import { MarketsPage } from './markets-page.tsx';
import { MetalsPage } from './metals-page.tsx';
import { type AmountField, ShipmentsPage } from './shipments-page.tsx';
import { BlockingAlert, WarningAlert } from './survey-alerts.tsx';

export type SurveyTab = SurveyPage | 'benchmark';

/**
 * Leaving a field by pressing a navigation button would blur it first, which can raise a warning
 * above the buttons and move them from under the pointer before the click lands. The field stays
 * focused instead; its value counts as typed (amounts are rounded when read).
 */
function keepFieldFocused(event: MouseEvent) {
  event.preventDefault();
}

const PAGE_LABEL: Record<SurveyPage, string> = { shipments: 'page1', metals: 'page2', markets: 'page3' };

/** A limit as its warning names it: dollars or tons. */
function formatLimit(field: ThresholdField, limit: number): string {
  return field === 'shipmentTons' ? `${formatThousands(limit)} tons` : `$${formatThousands(limit)}`;
}

type SurveyEntryProps = {
  basePath: string;
  period: PeriodListItem;
  mode: 'edit' | 'view';
  tab: SurveyTab;
  /** The data as the server last gave it. */
  data: SurveyData;
  showBenchmark: boolean;
  t: LabelOf;
  benchmarkLabel: LabelOf;
  onTabChange: (tab: SurveyTab) => void;
  /** Loads the data afresh (view mode reloads on every move). */
  onReload: () => void;
  onCallFailed: (error: unknown) => void;
};

export function SurveyEntry({
  basePath,
  period,
  mode,
  tab,
  data,
  showBenchmark,
  t,
  benchmarkLabel,
  onTabChange,
  onReload,
  onCallFailed,
}: SurveyEntryProps) {
  const navigate = useNavigate();
  const editing = mode === 'edit';
  const [draft, setDraft] = useState<SurveyFormValues>(() => formValuesOf(data));
  // View mode always shows the figures as loaded.
  const values = editing ? draft : formValuesOf(data);
  const [blocking, setBlocking] = useState<string | null>(null);
  const [warnedFields, setWarnedFields] = useState<ReadonlySet<ThresholdField>>(new Set());
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const limits = useQuery(thresholdsQuery(basePath, 'shipments', editing)).data ?? null;
  const save = useSaveSurveyPage(basePath);
  const submit = useSetPeriodSubmitted(basePath);
  const busy = save.isPending || submit.isPending;
  const reportingPeriod = period.reporting_period;
  const top = useRef<HTMLDivElement>(null);

  const warnings = editing
    ? thresholdWarnings(surveyDataOf(values), limits)
        .filter((warning) => warnedFields.has(warning.field))
        .map((warning) => t(warning.key, { limit: formatLimit(warning.field, warning.limit) }))
    : [];

  function moveTo(target: SurveyTab, alert: string | null = null) {
    // Spec §4: changing pages clears the out-of-range warnings.
    setWarnedFields(new Set());
    setBlocking(alert);
    onTabChange(target);
    // Moving from the foot of a long page: the next page starts at its tabs.
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: 'start' });
    if (!editing) onReload();
  }

  function failed(error: unknown) {
    if (error instanceof HttpError && isBlockingRule(error.code)) setBlocking(error.msg);
    else onCallFailed(error);
  }

  /** Validates and saves the page shown; the saved data, or null when refused. */
  async function saveShownPage(): Promise<SurveyData | null> {
    if (tab === 'benchmark') return data;
    const current = surveyDataOf(values);
    const rule = findPageBlockingRule(current, tab);
    if (rule) {
      setBlocking(t(rule));
      return null;
    }
    try {
      const saved = await save.mutateAsync({ period: reportingPeriod, page: tab, data: current });
      setDraft(formValuesOf(saved));
      return saved;
    } catch (error) {
      failed(error);
      return null;
    }
  }

  async function requestTab(target: SurveyTab) {
    if (busy || target === tab) return;
    if (!editing) return moveTo(target);
    if (await saveShownPage()) moveTo(target);
  }

  function leave() {
    if (editing && hasUnsavedChanges(values, data)) setConfirmingLeave(true);
    else navigate(paths.surveyApp);
  }

  function previous() {
    const before = tab === 'benchmark' ? 'markets' : adjacentSurveyPage(tab, -1);
    // Back without saving; in edit mode the figures typed stay in the form for the next save.
    if (before) moveTo(before);
    else leave();
  }

  async function next() {
    const after = tab === 'benchmark' ? null : adjacentSurveyPage(tab, 1);
    if (after) return requestTab(after);
    if (!editing) return navigate(paths.surveyApp);
    const saved = await saveShownPage();
    if (!saved) return;
    // Submitting checks every page: one skipped by tab may still break a rule.
    const failure = findSurveyBlockingRule(saved);
    if (failure) return moveTo(failure.page, t(failure.rule));
    try {
      await submit.mutateAsync({ period: reportingPeriod, submitted: true });
      navigate(paths.status.success);
    } catch (error) {
      failed(error);
    }
  }

  function changeAmount(field: AmountField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  const isLast = tab === 'benchmark' || adjacentSurveyPage(tab, 1) === null;
  const nextLabel = !isLast ? t('next') : editing ? t('done') : t('ok');

  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 96 }}>
      <Tabs
        value={tab}
        onChange={(value) => value && requestTab(value as SurveyTab)}
        activateTabWithKeyboard={false}
        keepMounted={false}
      >
        <Tabs.List>
          {SURVEY_PAGES.map((page) => (
            <Tabs.Tab key={page} value={page} disabled={busy}>
              {t(PAGE_LABEL[page])}
            </Tabs.Tab>
          ))}
          {showBenchmark && (
            <Tabs.Tab value="benchmark" disabled={busy}>
              {t('benchmarkTab')}
            </Tabs.Tab>
          )}
        </Tabs.List>

        <Stack gap="md" mt="md">
          <BlockingAlert message={blocking} onClose={() => setBlocking(null)} />
          <WarningAlert messages={warnings} onClose={() => setWarnedFields(new Set())} />
        </Stack>

        <Tabs.Panel value="shipments" pt="md">
          <ShipmentsPage
            values={values}
            disabled={!editing || busy}
            t={t}
            onChange={changeAmount}
            onCommit={(field) => setWarnedFields((current) => new Set(current).add(field))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="metals" pt="md">
          <MetalsPage
            values={values}
            disabled={!editing || busy}
            t={t}
            onChange={(index, column, value) =>
              setDraft((current) => ({
                ...current,
                metal: current.metal.map((row, i) => (i === index ? { ...row, [column]: value } : row)),
              }))
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="markets" pt="md">
          <MarketsPage
            values={values}
            disabled={!editing || busy}
            t={t}
            onChange={(index, value) =>
              setDraft((current) => ({
                ...current,
                market: current.market.map((row, i) => (i === index ? { ...row, usd: value } : row)),
              }))
            }
          />
        </Tabs.Panel>
        {showBenchmark && (
          <Tabs.Panel value="benchmark" pt="md">
            <BenchmarkPanel basePath={basePath} period={reportingPeriod} t={benchmarkLabel} pageLabel={t} />
          </Tabs.Panel>
        )}
      </Tabs>

      <Group justify="space-between" mt="md">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onMouseDown={keepFieldFocused}
          onClick={previous}
          disabled={busy}
        >
          {t('previous')}
        </Button>
        <Button
          rightSection={isLast && editing ? <IconCheck size={16} /> : <IconArrowRight size={16} />}
          onMouseDown={keepFieldFocused}
          onClick={next}
          loading={busy}
        >
          {nextLabel}
        </Button>
      </Group>

      <ConfirmDialog
        opened={confirmingLeave}
        title="Leave without saving?"
        message="The figures you changed on this page have not been saved. Leave anyway?"
        buttonLabels={['Leave', 'Stay']}
        onConfirm={() => navigate(paths.surveyApp)}
        onCancel={() => setConfirmingLeave(false)}
      />
    </Stack>
  );
}
