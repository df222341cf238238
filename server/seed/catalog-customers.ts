import type { AttitudeSpec } from './catalog-types';
import { rec, study } from './catalog-types';

export const CUSTOMER_ATTITUDES: AttitudeSpec[] = [
  {
    keyword: 'Trust',
    category: 'Relationship',
    description: 'Customers believe the company will act in their interest and keep its promises.',
    explanation:
      'Trust is the share of customers who agree the company is honest with them and does what it says. It underpins loyalty more than any single feature.',
    importance: 4.5,
    performance: 4.0,
    recommendations: [
      rec(
        'Close the loop on every complaint',
        'Tell customers what changed because they spoke up.',
        'A monthly "You said, we did" e-mail listing three fixes driven by feedback.',
        'Visible follow-through is the fastest way to turn scepticism into trust.',
      ),
      rec(
        'Make promises you can measure',
        'Publish service levels and report against them.',
        'A public status page showing on-time delivery for the last 90 days.',
        'Customers trust numbers they can check more than slogans.',
      ),
    ],
    studies: [study('The economics of trust in subscription businesses', 'economics-of-trust')],
  },
  {
    keyword: 'Value for money',
    category: 'Price',
    description: 'What customers pay feels fair for what they get.',
    explanation:
      'Value for money compares perceived benefit with price. It falls when prices rise faster than customers notice improvements.',
    importance: 4.4,
    performance: 3.3,
    recommendations: [
      rec(
        'Show the value, not just the price',
        'Remind customers of what they used and saved.',
        'An annual summary: "You saved 14 hours with automated statements this year."',
        'Customers underestimate benefits they no longer notice.',
      ),
      rec(
        'Offer a right-sized plan',
        'Let customers step down instead of leaving.',
        'A "Lite" tier at 60% of the price with the three most used features.',
        'A downgrade keeps the relationship; a cancellation ends it.',
      ),
    ],
    studies: [
      study('Price fairness and churn in European retail banking', 'price-fairness-churn'),
      study(
        'Anchoring value: how usage summaries change renewal intent',
        'usage-summaries-renewal',
      ),
    ],
  },
  {
    keyword: 'Ease of use',
    category: 'Product',
    description: 'Everyday tasks are simple and need no help.',
    explanation:
      'Ease of use measures how effortlessly customers complete common tasks. Effort predicts disloyalty better than delight predicts loyalty.',
    importance: 4.1,
    performance: 4.2,
    recommendations: [
      rec(
        'Remove one step from the top three journeys',
        'Map the most frequent tasks and cut a step from each.',
        'Pre-filling the payee form from the last transfer removed a screen for 70% of users.',
        'Small cuts in effort compound across millions of sessions.',
      ),
    ],
    studies: [study('Customer effort as a predictor of repurchase', 'customer-effort-repurchase')],
  },
  {
    keyword: 'Reliability',
    category: 'Product',
    description: 'The service works as expected, every time.',
    explanation:
      'Reliability covers outages, errors and broken promises. Customers rarely praise it but punish its absence hard.',
    importance: 4.6,
    performance: 4.5,
    recommendations: [
      rec(
        'Warn before customers notice',
        'Announce incidents proactively with an estimated fix time.',
        'An in-app banner within five minutes of a payment delay, updated every 30 minutes.',
        'Proactive notice halves complaint volume during incidents.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Support responsiveness',
    category: 'Service',
    description: 'Help arrives quickly when customers need it.',
    explanation:
      'Support responsiveness reflects waiting times and first-contact resolution across phone, chat and e-mail.',
    importance: 4.2,
    performance: 3.4,
    recommendations: [
      rec(
        'Publish and keep a response-time promise',
        'Set a target per channel and staff to it.',
        'Chat answered within 2 minutes, e-mail within 4 business hours.',
        'A known wait feels shorter than an unknown one.',
      ),
      rec(
        'Route by intent, not by queue',
        'Send urgent topics straight to specialists.',
        'Card-blocking requests skip the general queue entirely.',
        'Fast help when it matters most protects trust.',
      ),
    ],
    studies: [study('First-contact resolution and lifetime value', 'first-contact-resolution')],
  },
  {
    keyword: 'Product quality',
    category: 'Product',
    description: 'The product does its job well and lasts.',
    explanation:
      'Product quality is the core promise: does what customers bought deliver what it said?',
    importance: 4.3,
    performance: 4.4,
    recommendations: [
      rec(
        'Turn defect reports into a public roadmap',
        'Show which quality issues are being fixed and when.',
        'A quarterly "quality fixes" page linked from release notes.',
        'Customers forgive defects they see being addressed.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Transparency',
    category: 'Relationship',
    description: 'Fees, terms and changes are explained plainly and in advance.',
    explanation:
      'Transparency is about no surprises: customers know what they pay, why, and what will change.',
    importance: 4.0,
    performance: 3.2,
    recommendations: [
      rec(
        'Explain every fee in one sentence',
        'Rewrite fee descriptions in plain language next to the amount.',
        '"Foreign card fee: 1% because the payment network charges us for currency conversion."',
        'Hidden or opaque fees are the top trigger of angry comments.',
      ),
    ],
    studies: [
      study('Plain-language disclosures and complaint rates', 'plain-language-disclosures'),
    ],
  },
  {
    keyword: 'Personalisation',
    category: 'Experience',
    description: 'Offers and messages fit the customer rather than everyone.',
    explanation: 'Personalisation measures whether customers feel recognised as individuals.',
    importance: 3.2,
    performance: 3.1,
    recommendations: [
      rec(
        'Use what you already know',
        'Stop asking customers for information you hold.',
        'Greeting returning callers by name and with their last open request.',
        'Being remembered is the simplest form of personal service.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Speed of service',
    category: 'Service',
    description: 'Things happen fast: orders, changes, refunds.',
    explanation:
      'Speed of service measures elapsed time from request to result across the journey.',
    importance: 3.9,
    performance: 3.6,
    recommendations: [
      rec(
        'Show progress on long processes',
        'Give every multi-day process a tracker.',
        'A refund tracker with "received, approved, paid" steps and dates.',
        'Visible progress reduces "where is my..." contacts by a third.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Digital experience',
    category: 'Experience',
    description: 'The app and website are modern, fast and complete.',
    explanation: 'Digital experience covers coverage of tasks online, speed and design quality.',
    importance: 3.8,
    performance: 4.0,
    recommendations: [
      rec(
        'Close the top "call us" gap',
        'Find the task most often abandoned online and finish it.',
        'Address changes moved from phone-only to the app in one release.',
        'Every task forced offline costs money and patience.',
      ),
    ],
    studies: [study('Digital task coverage and contact-centre demand', 'digital-task-coverage')],
  },
  {
    keyword: 'Clear communication',
    category: 'Relationship',
    description: 'Messages are clear, relevant and not too frequent.',
    explanation:
      'Clear communication rates the tone, clarity and frequency of what customers receive.',
    importance: 3.5,
    performance: 3.5,
    recommendations: [
      rec(
        'Cut message volume by a third',
        'Audit every automated message and retire the least read.',
        'Merging four monthly e-mails into one digest raised open rates by 40%.',
        'Fewer, better messages get read.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Problem resolution',
    category: 'Service',
    description: 'When something goes wrong, it gets fixed for good.',
    explanation: 'Problem resolution measures whether issues are solved, not merely answered.',
    importance: 4.4,
    performance: 3.3,
    recommendations: [
      rec(
        'Give frontline staff a fix budget',
        'Let agents resolve small issues without escalation.',
        'Agents may refund up to 50 without approval.',
        'Resolution at first contact beats a perfect process three calls later.',
      ),
      rec(
        'Follow up after the fix',
        'Check a week later that the problem stayed fixed.',
        'An automatic "Is everything working now?" message seven days after closing a ticket.',
        'Recurring problems do the most damage to loyalty.',
      ),
    ],
    studies: [study('Service recovery paradox revisited', 'service-recovery-paradox')],
  },
  {
    keyword: 'Loyalty rewards',
    category: 'Price',
    description: 'Long-standing customers are rewarded, not penalised.',
    explanation:
      'Loyalty rewards captures whether tenure is recognised with better terms or perks.',
    importance: 3.0,
    performance: 2.9,
    recommendations: [
      rec(
        'Never give new customers a better deal than loyal ones',
        'Match introductory offers for existing customers on request.',
        'A "loyalty match" button in the app that applies the current welcome rate.',
        'Loyalty penalties are the most resented pricing practice.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Sustainability',
    category: 'Responsibility',
    description: 'The company takes its environmental and social impact seriously.',
    explanation: 'Sustainability reflects how credible customers find the company’s commitments.',
    importance: 2.9,
    performance: 3.2,
    recommendations: [
      rec(
        'Report progress, not pledges',
        'Publish yearly figures against each commitment.',
        'A one-page impact report with emissions per customer, year on year.',
        'Pledges without numbers read as marketing.',
      ),
    ],
    studies: [study('Green claims and consumer scepticism', 'green-claims-scepticism')],
  },
];
