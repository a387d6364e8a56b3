// The AGMA upload step-by-step guide, with every AGMA file rule of spec §5.
import { Link } from 'react-router';
import classes from './help-text.module.css';

export function AgmaUploadGuideContent() {
  return (
    <div className={classes.text}>
      <p>
        Participants in the AGMA monthly market trends report (MMTR) upload one file per reporting month. The upload
        checks every row against the rules below and tells you the row and column of anything it cannot accept, so you
        can correct the file and upload it again.
      </p>

      <h2>Step 1. Export your data</h2>
      <p>
        Export the month’s figures from your order or ERP system as a <strong>.csv</strong> (comma-separated) or{' '}
        <strong>.txt</strong> (tab-delimited) file. Other file types, including spreadsheets, are not accepted: in your
        spreadsheet program use “Save as CSV”.
      </p>

      <h2>Step 2. Check the columns</h2>
      <p>
        The first row holds the column names, in any order:{' '}
        <code>report_id, item_no, rpt_date, units, orders_dollars, shipments_dollars</code>. Each following row is one
        report line, and every row has the same <code>rpt_date</code>: one file is one month.
      </p>
      <div className={classes.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">What it holds</th>
              <th scope="col">Rule</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>report_id</code>
              </td>
              <td>The report the line belongs to</td>
              <td>A whole number from 1 to 9, except 6 (report 6 is not collected).</td>
            </tr>
            <tr>
              <td>
                <code>item_no</code>
              </td>
              <td>The line item within the report</td>
              <td>A whole number from 3 to 131.</td>
            </tr>
            <tr>
              <td>
                <code>rpt_date</code>
              </td>
              <td>The reporting month</td>
              <td>
                A date in the format <code>YYYY-MM-DD</code>, always the last day of the month, for example{' '}
                <code>2024-02-29</code> or <code>2024-04-30</code>.
              </td>
            </tr>
            <tr>
              <td>
                Dollar fields <code>orders_dollars</code>, <code>shipments_dollars</code>
              </td>
              <td>Order and shipment values</td>
              <td>
                Numbers only, up to 15 digits with up to 2 decimals. No currency sign and no thousands separators: write{' '}
                <code>1250000.50</code>, not <code>$1,250,000.50</code>.
              </td>
            </tr>
            <tr>
              <td>
                Units field <code>units</code>
              </td>
              <td>Number of units</td>
              <td>
                A whole number from 0 up to <code>2147483647</code>, without separators or decimals.
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <h2>Step 3. Upload</h2>
      <ol>
        <li>
          Open <Link to="/contributions/agma">AGMA MMTR upload</Link> (also linked from the AGMA MMTR tab of the help
          guide).
        </li>
        <li>Choose your .csv or .txt file (at most 20 MB) and click Upload and check.</li>
        <li>A bar shows the upload, then every row is checked; a 100,000-row month takes a few seconds.</li>
        <li>
          If any row breaks a rule, nothing is stored: download the report, which names each row (the line number in
          your file, the column names being line 1), column and rule, correct the file and upload the whole file again.
        </li>
        <li>
          A good file is stored whole. Uploading the same month again replaces it; the earlier versions stay in the
          history on the upload page. The current version is also in My Files as <code>AGMA MMTR YYYY-MM-DD</code>.
        </li>
      </ol>

      <h2>Common mistakes</h2>
      <ul>
        <li>
          A date such as <code>2024-04-01</code> or <code>04/30/2024</code>: use the last day of the month in{' '}
          <code>YYYY-MM-DD</code>.
        </li>
        <li>
          Dollar values exported with a currency format, such as <code>$12,500</code>: export them as plain numbers.
        </li>
        <li>
          A <code>report_id</code> of 6 or above 9, or an <code>item_no</code> below 3 or above 131.
        </li>
        <li>Units with decimals: round them to whole units before exporting.</li>
      </ul>
    </div>
  );
}
