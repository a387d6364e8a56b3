// How to use the analyzer: pivot, filter, calculate, what-if, blend, undo, save and share. Shown as
// the help page documentation/analytics/analyzer and in the analyzer's own "?" drawer; kept in
// step with features/analytics (the names of its buttons and panels are quoted here).
import classes from './help-text.module.css';

export function AnalyzerHelpContent() {
  return (
    <div className={classes.text}>
      <p>
        The analyzer turns a dataset of your apps (or a table you uploaded to My Files) into a table or chart you can
        reshape, filter and save. Every change shows its result at once.
      </p>
      <h2>Pivot: rows, columns and measures</h2>
      <ul>
        <li>
          The side panel lists the dataset's <strong>Fields</strong>. Drag one into <strong>Rows</strong>,{' '}
          <strong>Columns</strong>, <strong>Measures</strong> or <strong>Filters</strong>.
        </li>
        <li>
          With the keyboard, Tab to a field and press Enter: its menu offers <em>Add to rows</em>,{' '}
          <em>Add to columns</em>, <em>Add to measures</em> and <em>Filter on it</em>. The “Add to…” lists under Rows,
          Columns and Measures do the same.
        </li>
        <li>Move a dimension up, down or to the other axis with the arrow buttons beside it; × removes it.</li>
        <li>
          A measure has its aggregate (sum, average…) and can be shown as a share of the total, row, column or parent
          level.
        </li>
      </ul>
      <h2>Filter</h2>
      <p>
        Choose the period and the members to keep (or leave out) under <strong>Filters</strong>. Each filter in force is
        shown as a chip above the result; its × removes it.
      </p>
      <h2>Calculate</h2>
      <p>
        <strong>Calculations</strong> in the toolbar adds a measure computed from others: an expression such as{' '}
        <code>[Value] / [Units]</code>, a share of the total, or the change against the previous period or the same
        period a year before. A division by zero shows a blank. <strong>Sort and top N</strong> ranks by any measure,
        calculated ones included, and can group the rest as Other; <strong>Totals</strong> turns grand totals and
        subtotals on and off.
      </p>
      <h2>What-if</h2>
      <p>
        <strong>What-if</strong> projects the months after the last actual one at a growth rate you choose. Projected
        periods are marked as projected in the table and drawn apart in charts, so they are never mistaken for actuals.
      </p>
      <h2>Blend your data</h2>
      <p>
        <strong>Blend your data</strong> joins a table you uploaded to My Files to the dataset on a shared key (a state,
        a county, a ZIP code): pick the table and the columns to add, then divide them by the dataset's measures with a
        calculation — for example your sales as a share of the market's orders.
      </p>
      <h2>Undo and redo</h2>
      <p>
        Every change to the analysis can be undone with the undo button or Ctrl+Z (⌘Z on a Mac) and redone with the redo
        button or Ctrl+Shift+Z. While you type in a field, those keys undo your typing instead.
      </p>
      <h2>Read a large result</h2>
      <p>
        The header and the row labels stay in place while you scroll; “More columns →” says that columns lie beyond the
        right edge. Select a value or a total to see the rows behind it.
      </p>
      <h2>Save and share</h2>
      <p>
        <strong>Save as…</strong> keeps the analysis as a file in My Files. Its address (shown after saving) has the
        form <code>/analyzer/viewer/&lt;file id&gt;/&lt;name&gt;</code> and keeps working after the file is renamed.
      </p>
    </div>
  );
}
