// How to read the AWT monthly arrow indicator. The rule, thresholds and examples come from
// @mti/contracts/workholding/arrow-indicator: the dashboard computes its arrows with the same code.
import {
  ARROW_EXAMPLES,
  ARROW_MIN_PARTICIPANTS,
  ARROW_TEXT,
  ARROW_THRESHOLD_PERCENT,
  ARROW_WINDOW_MONTHS,
  type ArrowDirection,
  arrowChangePercent,
} from '@mti/contracts/workholding/arrow-indicator';
import classes from './help-text.module.css';

const DIRECTIONS: readonly ArrowDirection[] = ['up', 'level', 'down'];
const T = ARROW_THRESHOLD_PERCENT;
const RANGE: Record<ArrowDirection, string> = {
  up: `+${T}% or more`,
  level: `more than −${T}% and less than +${T}%`,
  down: `−${T}% or less`,
};
const usdNumber = new Intl.NumberFormat('en-US');

function arrowWord(direction: ArrowDirection | null) {
  if (!direction) return 'No arrow';
  return (
    <>
      <span aria-hidden="true">{ARROW_TEXT[direction].symbol} </span>
      {ARROW_TEXT[direction].label}
    </>
  );
}

export function AwtArrowIndicatorContent() {
  return (
    <div className={classes.text}>
      <p>
        The Advanced Workholding Technology (AWT) dashboard gives every product category two arrows. Each answers one
        question about the orders of that category: are they rising, holding steady or falling — against the months just
        before (month over month) and against a year earlier (year over year)?
      </p>

      <h2>How the arrows are calculated</h2>
      <ol>
        <li>
          For each product category we add up the orders value (USD) of the latest {ARROW_WINDOW_MONTHS} months: a
          {` ${ARROW_WINDOW_MONTHS}`}-month moving total. With a region chosen, only that region’s orders count.
        </li>
        <li>
          <strong>Month over month</strong>: we compare it with the {ARROW_WINDOW_MONTHS}-month total ending one month
          earlier. <strong>Year over year</strong>: we compare it with the same {ARROW_WINDOW_MONTHS} months one year
          earlier.
        </li>
        <li>
          The percentage change decides the arrow. A change of exactly {T}% either way already counts as up or down.
          When nothing was ordered in the months compared with, there is no arrow.
        </li>
      </ol>
      <p>
        Using three months smooths out the lumpiness of large single orders; comparing with the same months a year
        earlier removes seasonal effects.
      </p>

      <h2>What the arrows mean</h2>
      <div className={classes.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">Arrow</th>
              <th scope="col">Change of the moving total</th>
              <th scope="col">Reading</th>
            </tr>
          </thead>
          <tbody>
            {DIRECTIONS.map((d) => (
              <tr key={d}>
                <td>{arrowWord(d)}</td>
                <td>{RANGE[d]}</td>
                <td>{ARROW_TEXT[d].reading}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Examples</h2>
      <div className={classes.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">Latest {ARROW_WINDOW_MONTHS} months (USD)</th>
              <th scope="col">Compared with (USD)</th>
              <th scope="col">Change</th>
              <th scope="col">Arrow</th>
            </tr>
          </thead>
          <tbody>
            {ARROW_EXAMPLES.map((e) => {
              const change = arrowChangePercent(e.current, e.prior);
              return (
                <tr key={`${e.current}-${e.prior}`} data-testid="arrow-example">
                  <td>{usdNumber.format(e.current)}</td>
                  <td>{usdNumber.format(e.prior)}</td>
                  <td>{change === null ? '—' : `${change > 0 ? '+' : ''}${change.toFixed(1)}%`}</td>
                  <td>
                    {arrowWord(e.arrow)}
                    {e.arrow === null ? ': nothing ordered in the months compared with' : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2>Reading several months together</h2>
      <ul>
        <li>Two or three up arrows in a row usually confirm a recovery; one alone may be a large order.</li>
        <li>A level arrow after a run of up arrows often marks the top of a cycle.</li>
        <li>
          Compare the arrows with USMTO machine orders: workholding tends to follow machine orders by a few months.
        </li>
      </ul>
      <p className={classes.note}>
        The indicator uses only the totals of participating companies. A product category reported by fewer than{' '}
        {ARROW_MIN_PARTICIPANTS} participants in any of the latest {ARROW_WINDOW_MONTHS} months shows no arrows and no
        figure (“No arrow: fewer than three participants”), to protect confidentiality.
      </p>
    </div>
  );
}
