// The tabs of documentation/help-guide, chosen by URL fragment; the first is the default. Spec §2's
// eight, and Economic Trends and Map U.S. Markets in name order among them (issue 15: each product
// has its tab; decision 080).
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { siteContact } from '../site-contact.ts';
import { exhibitorPassportHelpMeta, exhibitorPassportHelpSlugs } from './exhibitor-passport/page-meta.ts';
import classes from './help-text.module.css';
import type { HelpVideoId } from './help-videos.ts';

export type HelpGuideTabId =
  | 'getting-started'
  | 'advanced-workholding-technology'
  | 'agma-mmtr'
  | 'economic-trends'
  | 'exhibitor-passport'
  | 'fia'
  | 'map-us-markets'
  | 'territory-wizard'
  | 'usmto'
  | 'usmto-in-advance';

export type HelpGuideTab = { id: HelpGuideTabId; label: string; video?: HelpVideoId; Body: ComponentType };

function GettingStarted() {
  return (
    <div className={classes.text}>
      <h2>Welcome to MTI Portal</h2>
      <p>
        After you sign in, <strong>My MTApps</strong> lists the apps your subscription includes, grouped by product.
        Choose an app to open it. Some apps ask you to accept their terms the first time; the portal asks you to accept
        the Terms of Use once for your account.
      </p>
      <h2>Who can use which app</h2>
      <ul>
        <li>Subscriber apps need an active subscription.</li>
        <li>Member apps need your company to be a member of the association.</li>
        <li>Survey apps need your company to participate in the monthly survey.</li>
        <li>The Exhibitor Passport needs exhibitor status at the show.</li>
      </ul>
      <p>
        If My MTApps says you have no subscription and you believe you should have one, refresh the page; if that does
        not help, call us.
      </p>
      <h2>Your files and your account</h2>
      <ul>
        <li>
          <strong>My Files</strong> keeps the analyses you saved and the files you uploaded. Click a column heading to
          sort; use the row actions to rename or delete.
        </li>
        <li>
          <strong>My Account</strong> shows your subscription status, your payment method and billing address, and your
          orders of the past 12 months.
        </li>
      </ul>
      <h2>Passwords</h2>
      <p>
        A password needs at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of the
        symbols <code>! @ # % ^ $ &amp; ( )</code>. If you forget it, use “Forgot password” on the sign-in page; if the
        e-mail has not arrived within 60 minutes, check your junk mail or contact support.
      </p>
      <h2>Help</h2>
      <p>
        Call {siteContact.phone} ({siteContact.supportHours}) or write to{' '}
        <a href={`mailto:${siteContact.email}`}>{siteContact.email}</a>.
      </p>
    </div>
  );
}

function AdvancedWorkholdingTechnology() {
  return (
    <div className={classes.text}>
      <h2>Advanced Workholding Technology</h2>
      <p>
        The Advanced Workholding Technology dashboard reports participants’ monthly orders of workholding products —
        chucks, vises, collets, fixtures, zero-point, magnetic and vacuum workholding — by product category and region.
        Open it from My MTApps.
      </p>
      <ul>
        <li>
          Choose the months, a region and a product category at the top; the headline figures, the monthly trend and the
          orders by region follow.
        </li>
        <li>
          Every product category carries two arrow indicators: month over month and year over year, on the orders value
          of the latest three months.
        </li>
        <li>Export CSV saves the monthly trend; the same data is in the analyzer as “Advanced Workholding orders”.</li>
      </ul>
      <p>
        Read <Link to="/documentation/awt/awt-monthly-arrow-indicator">how the AWT monthly arrow indicator works</Link>.
      </p>
    </div>
  );
}

function AgmaMmtr() {
  return (
    <div className={classes.text}>
      <h2>AGMA MMTR</h2>
      <p>
        Participants in the AGMA monthly market trends report upload their figures each month at{' '}
        <Link to="/contributions/agma">AGMA MMTR upload</Link>. Uploads are .csv or .txt files of at most 20 MB, checked
        line by line:
      </p>
      <ul>
        <li>dollar fields numeric, up to 15 digits with 2 decimals, no currency sign or commas;</li>
        <li>units field an integer up to 2147483647;</li>
        <li>report_id 1 to 9 except 6;</li>
        <li>item_no 3 to 131;</li>
        <li>rpt_date in the format YYYY-MM-DD (last day of month);</li>
        <li>files csv or txt.</li>
      </ul>
      <p>
        A file with any broken rule is not stored; a report to download names each row, column and rule. Uploading a
        month again replaces it and keeps the earlier versions. Your uploads are in My Files.
      </p>
      <p>
        Follow the <Link to="/documentation/agma/agma-upload-step-by-step-guide">AGMA upload step-by-step guide</Link>{' '}
        for the file layout and every rule the upload checks.
      </p>
    </div>
  );
}

function EconomicTrends() {
  return (
    <div className={classes.text}>
      <h2>Economic Trends</h2>
      <p>
        Economic Trends follows the indicators that move before manufacturing-technology orders do — capacity
        utilization, a purchasing managers index, durable goods orders and machine-tool orders — and projects each one
        twelve months ahead. Open it from My MTApps; the first time, it asks you to accept its own terms. Its figures
        are sample data.
      </p>
      <h3>Read the dashboard</h3>
      <ul>
        <li>
          The cards at the top give each indicator's latest month and its change on the same month a year earlier.
        </li>
        <li>
          <strong>From</strong> and <strong>To</strong> choose the months shown (the last 36 by default);{' '}
          <strong>Indicator</strong> chooses the series the chart draws.
        </li>
        <li>
          The chart shows the indicator's history, then the forecast for the next twelve months inside its 80% band: the
          range the indicator should stay within four times out of five if it moves as it has lately.
        </li>
        <li>The bars compare every indicator's change on a year earlier, in percent, for the last month chosen.</li>
      </ul>
      <h3>How the forecast is made</h3>
      <p>
        Each month ahead is the same month a year earlier plus the average year-over-year change of the last 24 months.
        The band is that forecast plus or minus 1.28 standard deviations of those 24 changes. The method is also written
        above the forecast table, so a forecast is never read as a reported figure.
      </p>
      <h3>Table and export</h3>
      <p>
        The forecast table lists the twelve months ahead with the forecast and the band's lower and upper bounds.{' '}
        <strong>Export CSV</strong> saves the chart's months: history, forecast and band. The indicators themselves are
        in the analyzer, as the dataset “Economic Trends leading indicators”, where you can pivot and chart them.
      </p>
    </div>
  );
}

function ExhibitorPassport() {
  return (
    <div className={classes.text}>
      <h2>Exhibitor Passport</h2>
      <p>
        The Exhibitor Passport helps exhibitors at IMTS and four regional shows find prospects among attendees, save
        lists and filters, search contacts, view analytics and send e-mail campaigns.
      </p>
      <ul>
        <li>
          Only exhibitors with a booth contract in the show cycle can subscribe. A show passport subscription covers
          three employees (more seats for a fee); each regional show app covers one.
        </li>
        <li>Before first use, agree to the two GDPR certifications on the passport terms page.</li>
        <li>Contacts are for your company’s own marketing only and must never be sold or shared.</li>
      </ul>
      <h3>Guides</h3>
      <ul>
        {exhibitorPassportHelpSlugs.map((slug) => (
          <li key={slug}>
            <Link to={`/documentation/exhibitor-passport/${slug}`}>{exhibitorPassportHelpMeta[slug].title}</Link> —{' '}
            {exhibitorPassportHelpMeta[slug].summary}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Fia() {
  return (
    <div className={classes.text}>
      <h2>FIA monthly benchmarking survey</h2>
      <p>
        Member organisations taking part in the monthly benchmarking survey report their shipments and bookings once a
        month. Open the survey app from My MTApps to see your organisation’s reporting periods.
      </p>
      <h3>Reporting periods</h3>
      <ul>
        <li>
          <strong>Not started</strong>: choose Start to open the period.
        </li>
        <li>
          <strong>Pending submission</strong>: choose Continue to carry on where you left off.
        </li>
        <li>
          <strong>Submitted</strong>: choose View to read it, or Edit while the period is still open.
        </li>
      </ul>
      <h3>Filling in the survey</h3>
      <ol>
        <li>Page 1: shipment value in dollars, shipment tons and booking value.</li>
        <li>
          Metal percentages: the share of ferrous, non-ferrous and high-nickel-based alloys, in dollars and in tons.
          Each column must total exactly 100%.
        </li>
        <li>Shipments by market: the share of each market; the total must be exactly 100%.</li>
      </ol>
      <h3>Calendar</h3>
      <p>
        The survey app shows which month to report, the day your figures are due (Eastern time) and the day the
        benchmark of that month is published.
      </p>
      <p>
        Next saves the page before moving on; Done on the last page submits the survey. A red message means something
        must be corrected before you can continue. A yellow one only warns that a value is unusual for your organisation
        — check it and carry on if it is right.
      </p>
    </div>
  );
}

function MapUsMarkets() {
  return (
    <div className={classes.text}>
      <h2>Map U.S. Markets</h2>
      <p>
        Map U.S. Markets shows where manufacturers buy: every U.S. state or county shaded by its estimated machine-tool
        consumption, employment or number of establishments, for all of manufacturing or one industry. Open it from My
        MTApps, or go straight to <Link to="/analytics/viewer/mapus-markets">Map U.S. Markets</Link>. Its figures are
        sample data.
      </p>
      <h3>Pick an industry and a measure</h3>
      <ol>
        <li>
          <strong>Show</strong> chooses states or counties.
        </li>
        <li>
          <strong>Industry</strong> starts at all manufacturing (NAICS 31–33). Pick a 3-digit subsector, such as 333
          Machinery manufacturing, or one of the indented 4-digit industries under 332, 333 and 336. The list is in
          NAICS code order; with the list in focus, typing a subsector's code jumps to it.
        </li>
        <li>
          <strong>Measure</strong> picks machine-tool consumption (USD), employment or establishments;{' '}
          <strong>Year</strong> picks one of the last three complete years (the latest by default).
        </li>
      </ol>
      <h3>Read the map</h3>
      <ul>
        <li>
          Darker means more. Each of the five shades holds about a fifth of the regions that have a figure, so the
          shades rank regions rather than measure distances; light grey means no figure for that industry.
        </li>
        <li>Point at or focus a region to read its name and figure under the map.</li>
        <li>
          Zoom with the buttons, the mouse wheel or the + and − keys, pan by dragging or with Shift and the arrow keys,
          and reset with 0.
        </li>
      </ul>
      <h3>Drill to a region</h3>
      <p>
        Click a state or county, or Tab to the map, move with the arrow keys and press Enter. The panel under the map
        lists the region's ten largest industries by the chosen measure. <strong>Open in analyzer</strong> beside an
        industry opens the county dataset filtered to that region, industry and year, where you can pivot, chart, save
        and share the analysis.
      </p>
      <h3>Export</h3>
      <p>
        The table under the map holds every region's figure, largest first; choosing a name in it opens that region as a
        click on the map does. <strong>Export table (CSV)</strong> saves the table with the state code or county FIPS
        code, the name and the figure. For other cuts, export from the analyzer.
      </p>
      <p>
        More on every control, and where the figures come from:{' '}
        <Link to="/documentation/mapus/map-us-markets">How to use Map U.S. Markets</Link>.
      </p>
    </div>
  );
}

function TerritoryWizard() {
  return (
    <div className={classes.text}>
      <h2>USMTO Territory Wizard</h2>
      <p>
        The Territory Wizard builds sales territories from states, counties and 3-digit ZIP areas and shows each
        territory's market potential, establishments, employment and USMTO orders side by side. Its figures are sample
        data.
      </p>
      <h3>Building territories</h3>
      <ol>
        <li>Open USMTO Territory Wizard from My MTApps. A new plan starts with one territory.</li>
        <li>
          Choose the territory to fill with its <strong>Add regions to…</strong> button, and give it a name.
        </li>
        <li>
          Add regions: click a state, county or ZIP area on the map (a second click takes it out again); switch on{' '}
          <strong>Lasso</strong> and draw an outline round regions to add every region whose centre is inside it (Escape
          cancels); or type a state, county or ZIP area in <strong>Find a state, county or ZIP area</strong>, press Tab
          to a result and Enter. ZIP areas are drawn from the counties they cover, as sample geography.
        </li>
        <li>Assign reps: a colleague of your organisation or any name, then Assign.</li>
        <li>Add territory for each further territory your team covers.</li>
      </ol>
      <p>
        A region belongs to one territory only: adding it to another moves it. A county or ZIP area cannot sit beside
        its own state, nor a county beside a ZIP area that covers it; the wizard says which territory already holds it.
      </p>
      <h3>Reading the figures</h3>
      <ul>
        <li>Potential is the estimated machine-tool consumption of the territory's counties.</li>
        <li>
          USMTO orders are each state's orders shared out to its counties by their share of the state's consumption.
        </li>
        <li>
          A ZIP area is sample geography: each state's ZIP prefixes are laid over its counties in order, so a ZIP area
          holds a share of one or more counties.
        </li>
        <li>
          Balance compares a territory's share of the plan's potential with its target share: its share of the plan's
          reps, or an even split when no reps are assigned. More than 20% above the target is <strong>Over</strong>,
          more than 20% below is <strong>Under</strong>.
        </li>
        <li>
          <strong>Figures for</strong> picks the data year: the latest by default, or a fixed year saved with the plan.
        </li>
      </ul>
      <h3>Saving and sharing</h3>
      <ul>
        <li>
          Save as stores the plan in My Files as a .xterritory file; Save writes over it. Open… lists your plans and
          those shared with you, and so does <strong>Shared with me</strong> in My Files, with each plan's owner; a plan
          in My Files opens the wizard. Delete and restore work as for any file.
        </li>
        <li>
          Share… makes a plan of yours visible to your organisation, read-only or editable. A read-only plan opens with
          its editing turned off; Save as keeps your own copy.
        </li>
      </ul>
      <p className={classes.note}>
        The launcher's notice lists the Territory Wizard among the apps set for decommissioning on December 31, 2025;
        the app itself keeps working.
      </p>
    </div>
  );
}

function Usmto() {
  return (
    <div className={classes.text}>
      <h2>USMTO</h2>
      <p>
        USMTO reports U.S. orders of manufacturing technology each month, by region and machine category, from the
        companies that take the orders.
      </p>
      <ul>
        <li>The dashboard shows the latest month, the year to date and the three- and twelve-month moving averages.</li>
        <li>Filter by region and machine category; click a bar to drill down.</li>
        <li>Open the analyzer to build your own views and save them in My Files.</li>
      </ul>
    </div>
  );
}

function UsmtoInAdvance() {
  return (
    <div className={classes.text}>
      <h2>USMTO in Advance</h2>
      <p>
        Participants who submit their month see that month’s aggregate report before everyone else. Submit your data by
        the 15th of the month, 8PM Eastern, for the month just closed (Eastern time follows daylight saving), to be
        included.
      </p>
      <ol>
        <li>
          Open <Link to="/contributions/usmto-advance">USMTO in Advance</Link> from My MTApps.
        </li>
        <li>
          Enter your units and orders for the month just closed, per category: units are whole numbers, dollars plain
          numbers with up to 2 decimals, without a currency sign or commas (0 where you had none).
        </li>
        <li>
          Submit before the deadline, or upload the month’s file instead: a .csv (comma-separated), .txt (tab-delimited)
          or .xlsx (first worksheet) with the columns category, units and orders_dollars, at most 64 KB. Until the
          deadline you may change your figures; each submission is also in My Files.
        </li>
      </ol>
      <p>
        After the deadline the month is closed and its report is released to those who submitted; everyone else sees it
        from the 1st of the following month. A figure is shown only when at least five participants contributed to it
        and none holds more than 25 % of it; a total that would reveal a withheld figure is withheld too. The report is
        released once and does not change afterwards. From its public date every month’s report is also a dataset of the
        analyzer, USMTO in Advance (participants’ aggregate).
      </p>
    </div>
  );
}

export const helpGuideTabs: HelpGuideTab[] = [
  { id: 'getting-started', label: 'Getting Started', video: 'getting-started', Body: GettingStarted },
  {
    id: 'advanced-workholding-technology',
    label: 'Advanced Workholding Technology',
    Body: AdvancedWorkholdingTechnology,
  },
  { id: 'agma-mmtr', label: 'AGMA MMTR', video: 'agma-upload', Body: AgmaMmtr },
  { id: 'economic-trends', label: 'Economic Trends', Body: EconomicTrends },
  { id: 'exhibitor-passport', label: 'Exhibitor Passport', Body: ExhibitorPassport },
  { id: 'fia', label: 'FIA', Body: Fia },
  { id: 'map-us-markets', label: 'Map U.S. Markets', Body: MapUsMarkets },
  { id: 'territory-wizard', label: 'Territory Wizard', Body: TerritoryWizard },
  { id: 'usmto', label: 'USMTO', Body: Usmto },
  { id: 'usmto-in-advance', label: 'USMTO in Advance', video: 'usmto-advance', Body: UsmtoInAdvance },
];
