// Runs axe on the page and fails on serious or critical violations, naming each one.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settleTransitions } from './settle.ts';

export async function expectNoSeriousA11yViolations(page: Page) {
  // A fade still running is reported as poor contrast although nobody sees it that way for long.
  await settleTransitions(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe runs inside each frame by script; a frame sandboxed without scripts (the campaign e-mail
    // preview: a recipient's message, not our screen) never answers, and the run would wait forever.
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe found serious or critical violations').toEqual([]);
}
