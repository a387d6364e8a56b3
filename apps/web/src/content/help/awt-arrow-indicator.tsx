// How to read the AWT monthly arrow indicator.
import classes from './help-text.module.css';

export function AwtArrowIndicatorContent() {
  return (
    <div className={classes.text}>
      <p>
        Each month the Advanced Workholding Technology (AWT) report summarises the direction of every product group with
        an arrow. The arrow answers one question: compared with a year ago, are orders for this group rising, holding
        steady or falling?
      </p>

      <h2>How the arrow is calculated</h2>
      <ol>
        <li>
          For each product group we take the total orders of the latest three months (a three-month moving total).
        </li>
        <li>We compare it with the same three months one year earlier.</li>
        <li>The percentage change decides the arrow.</li>
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
              <th scope="col">Change against a year earlier</th>
              <th scope="col">Reading</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <span aria-hidden="true">▲ </span>Up
              </td>
              <td>+5% or more</td>
              <td>Orders are growing.</td>
            </tr>
            <tr>
              <td>
                <span aria-hidden="true">▶ </span>Level
              </td>
              <td>between −5% and +5%</td>
              <td>Orders are broadly flat.</td>
            </tr>
            <tr>
              <td>
                <span aria-hidden="true">▼ </span>Down
              </td>
              <td>−5% or less</td>
              <td>Orders are shrinking.</td>
            </tr>
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
        The indicator uses only the totals of participating companies; a product group with fewer than three
        participants in a month shows no arrow, to protect confidentiality.
      </p>
    </div>
  );
}
