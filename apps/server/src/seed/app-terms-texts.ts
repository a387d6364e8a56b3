// The first version of each app terms text (decision 078): the texts of the Economic Trends and
// TechTrends dialogs as they were authored in the web app (those files were deleted once the pages
// drew this text, decision 091), with their facts filled in, in the markup the console edits, so a
// fresh start shows members the same words as before. Later versions are published from the console and never replaced here.

const contact =
  'Write to [support@mti-portal.example](mailto:support@mti-portal.example) or call (703) 555-0142 (Mon-Fri 8am-5pm EST).';

const econ = `These terms govern the Economic Trends app of the MTI Portal: its monthly leading indicators of the manufacturing-technology industry, the 12-month forecasts and forecast bands drawn from them, and the exports of both (together, “Economic Trends”). They add to the [Terms of Use](/legal/terms-of-use) (last updated November 2022); where the two differ, these terms prevail for Economic Trends.

## 1. Who may use Economic Trends
Economic Trends is part of a paid subscription of the Manufacturing Technology Insights Association. Each user signs in with a personal login; access ends when the subscription ends.

## 2. Forecasts are estimates
Forecasts are computed by a stated statistical method from past values only. The band shows where about eight in ten outcomes would fall if the future varies as the past did; actual values can fall outside it. A forecast is not advice, a recommendation or a promise of any outcome: do not rely on it alone for investment, purchasing, hiring or pricing decisions.

## 3. Sources, revisions and sample data
Indicators come from the sources named in the app and are revised when their publishers revise them; a forecast changes with every new month of data. Figures labelled “sample data” are synthetic demonstration values, not published statistics.

## 4. How you may use the figures
You may use the indicators, charts and exports inside your organisation and quote individual figures with the attribution “Source: Manufacturing Technology Insights Association, Economic Trends”. You may not resell them, publish the series in bulk or feed them into a product or service offered to others.

## 5. Liability
Economic Trends is provided as is. Liability of either party arising from it is limited to the fees paid for it in the twelve months before the claim (at least USD 100).

## 6. Contact
${contact}`;

const techtrends = `These Supplemental Terms govern the Technology Trends service of the MTI Portal: the technology roadmaps, the compare view and the search across them (together, “the Trends Service”). They add to the [Terms of Use](/legal/terms-of-use) (last updated November 2022). Where the two differ, these Supplemental Terms prevail for the Trends Service; on everything else the Terms of Use apply.

## 1. Who may use the Trends Service
The Trends Service is limited to members of the Manufacturing Technology Insights Association and paid subscribers, each using a personal login. Users must be at least 18 years old. Access ends when membership or the paid subscription ends.

## 2. The roadmaps
The roadmaps are published by standards bodies, government programmes, research consortia and industry groups and are made available through the Trends Service under licence. Each remains the property of its publisher. The Association selects and organises them and provides tools to compare and search them, but does not author or endorse their content.

## 3. What you may do with them
- Read, compare and search the roadmaps for your own organisation’s planning and research.
- Quote short passages internally, naming the roadmap and its publisher.

You may not:

- download, copy or redistribute whole roadmaps or substantial parts of them;
- share your access, or the documents, with anyone outside your login;
- use the roadmaps to train software or to build a competing collection.

## 4. Fees and pre-purchased access
Paid access to the Trends Service bought in advance expires 365 days after the date of purchase. Purchases are final: they cannot be cancelled and are not refunded.

## 5. Confidentiality
Roadmaps marked as restricted, and any non-public commentary provided with them, are confidential. You will keep them confidential for at least 5 (five) years after your access to the Trends Service ends.

## 6. No warranty
Roadmaps describe expectations about technologies that do not yet exist or are still maturing. They are provided “as is”, without any warranty of accuracy, completeness or fitness for a particular purpose, and may be revised or withdrawn by their publishers at any time.

## 7. Limitation of liability
To the fullest extent the law allows, the total liability of the Association and its licensors for all claims arising from the Trends Service is limited to one hundred U.S. dollars (US$100). Neither is liable for indirect, incidental, consequential or punitive damages.

## 8. Questions
${contact}`;

/** By terms key (appTermsKey of the apps' addresses). */
export const FIRST_APP_TERMS_TEXTS: Readonly<Record<string, string>> = { econ, techtrends };
