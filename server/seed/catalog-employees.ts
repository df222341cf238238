import type { AttitudeSpec } from './catalog-types';
import { rec, study } from './catalog-types';

export const EMPLOYEE_ATTITUDES: AttitudeSpec[] = [
  {
    keyword: 'Recognition',
    category: 'Culture',
    description: 'Good work is noticed and appreciated.',
    explanation:
      'Recognition measures whether employees feel their contribution is seen, by managers and by peers.',
    importance: 4.1,
    performance: 3.2,
    recommendations: [
      rec(
        'Make thanks specific and public',
        'Name the work and its effect, in the team channel.',
        '"Thanks to Sam’s migration script, month-end closed a day early."',
        'Specific recognition is remembered; generic praise is not.',
      ),
      rec(
        'Build peer recognition into rituals',
        'Open each team meeting with one shout-out.',
        'A two-minute "kudos" round at the weekly stand-up.',
        'Peer recognition reaches work that managers do not see.',
      ),
    ],
    studies: [study('Recognition frequency and voluntary turnover', 'recognition-turnover')],
  },
  {
    keyword: 'Career growth',
    category: 'Growth',
    description: 'There is a visible path to grow and progress here.',
    explanation:
      'Career growth captures clarity of next steps, internal mobility and promotion fairness.',
    importance: 4.2,
    performance: 3.0,
    recommendations: [
      rec(
        'Publish career frameworks',
        'Describe what each level expects, for every job family.',
        'A shared page with level descriptions and example promotion cases.',
        'People cannot aim for a path they cannot see.',
      ),
      rec(
        'Advertise roles internally first',
        'Give employees a week’s head start on every opening.',
        'An internal job board with a seven-day exclusive window.',
        'Internal moves retain people who would otherwise leave to grow.',
      ),
    ],
    studies: [
      study('Internal mobility and retention of early-career staff', 'internal-mobility-retention'),
      study('Transparent promotion criteria and perceived fairness', 'promotion-criteria-fairness'),
    ],
  },
  {
    keyword: 'Manager support',
    category: 'Leadership',
    description: 'My manager helps me succeed and removes obstacles.',
    explanation:
      'Manager support is the single strongest driver of engagement in most organisations.',
    importance: 4.4,
    performance: 4.3,
    recommendations: [
      rec(
        'Protect one-to-ones',
        'Hold a fortnightly one-to-one that is never cancelled twice in a row.',
        'A shared agenda document the employee owns.',
        'Regular one-to-ones are where support actually happens.',
      ),
    ],
    studies: [study('Manager quality and team engagement variance', 'manager-quality-engagement')],
  },
  {
    keyword: 'Work-life balance',
    category: 'Wellbeing',
    description: 'Workload leaves room for a life outside work.',
    explanation:
      'Work-life balance reflects sustainable hours, flexibility and respect for time off.',
    importance: 4.3,
    performance: 3.4,
    recommendations: [
      rec(
        'Set quiet hours',
        'No meetings or messages expected outside agreed hours.',
        'Scheduled send by default for messages written after 18:00.',
        'Clear norms beat individual willpower.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Fair pay',
    category: 'Reward',
    description: 'Pay is fair for the role and compared with the market.',
    explanation: 'Fair pay captures perceived internal equity and external competitiveness.',
    importance: 4.3,
    performance: 3.1,
    recommendations: [
      rec(
        'Share pay ranges',
        'Publish the range for each level.',
        'Ranges shown in the career framework and in every job ad.',
        'Transparency reduces suspicion even when pay does not change.',
      ),
    ],
    studies: [study('Pay transparency and perceived fairness', 'pay-transparency')],
  },
  {
    keyword: 'Team collaboration',
    category: 'Culture',
    description: 'Colleagues work well together and share knowledge.',
    explanation: 'Team collaboration measures cooperation within and across teams.',
    importance: 3.8,
    performance: 4.2,
    recommendations: [
      rec(
        'Pair across teams',
        'Rotate one person a quarter into a neighbouring team for a week.',
        'A "team swap" week between support and engineering.',
        'Shared context removes most cross-team friction.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Purpose',
    category: 'Culture',
    description: 'My work matters and connects to something bigger.',
    explanation: 'Purpose reflects how clearly employees see the point of their work.',
    importance: 3.7,
    performance: 4.1,
    recommendations: [
      rec(
        'Bring the customer in',
        'Share one real customer story at every all-hands.',
        'A five-minute video from a customer whose problem the team solved.',
        'Purpose grows from seeing the effect of one’s work.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Autonomy',
    category: 'Culture',
    description: 'I decide how to do my work.',
    explanation: 'Autonomy measures trust to choose methods, schedule and tools.',
    importance: 3.6,
    performance: 3.9,
    recommendations: [
      rec(
        'Agree outcomes, not methods',
        'Set goals as results and let teams choose the how.',
        'Quarterly objectives with measurable results and no prescribed tasks.',
        'Ownership of the how drives commitment to the what.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Tools and resources',
    category: 'Enablement',
    description: 'I have the equipment and systems to do my job well.',
    explanation: 'Tools and resources reflects the friction of everyday systems and equipment.',
    importance: 3.9,
    performance: 3.3,
    recommendations: [
      rec(
        'Run a tooling amnesty',
        'Ask every team for its most annoying tool problem and fix the top five.',
        'Replacing the expense tool cut claim time from 20 minutes to 3.',
        'Daily friction erodes engagement quietly.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Psychological safety',
    category: 'Culture',
    description: 'I can speak up, disagree or admit a mistake without fear.',
    explanation: 'Psychological safety predicts learning, quality and early warning of problems.',
    importance: 4.0,
    performance: 3.9,
    recommendations: [
      rec(
        'Leaders go first',
        'Managers share their own mistakes and what they learned.',
        'A monthly "what I got wrong" slot in leadership updates.',
        'People copy what leaders model, not what they say.',
      ),
    ],
    studies: [study('Team learning and psychological safety', 'team-learning-safety')],
  },
  {
    keyword: 'Learning opportunities',
    category: 'Growth',
    description: 'I keep learning new skills here.',
    explanation:
      'Learning opportunities measures access to training, stretch work and time to learn.',
    importance: 3.8,
    performance: 3.2,
    recommendations: [
      rec(
        'Give everyone a learning budget',
        'A yearly allowance with no approval under a threshold.',
        '1,000 per person per year, spent on any course or book.',
        'Autonomy over learning increases its use.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Leadership trust',
    category: 'Leadership',
    description: 'Senior leaders are honest and make sound decisions.',
    explanation: 'Leadership trust reflects confidence in direction and candour of senior leaders.',
    importance: 3.9,
    performance: 3.1,
    recommendations: [
      rec(
        'Explain the why behind big decisions',
        'Publish the reasoning and the options rejected.',
        'A decision memo shared with everyone after each reorganisation.',
        'People accept decisions they disagree with when they understand them.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Wellbeing support',
    category: 'Wellbeing',
    description: 'The organisation cares about my health and wellbeing.',
    explanation: 'Wellbeing support covers mental-health resources and a culture that uses them.',
    importance: 3.5,
    performance: 3.4,
    recommendations: [
      rec(
        'Normalise using support',
        'Leaders talk openly about using the employee assistance programme.',
        'A quarterly reminder of services, signed by the CEO.',
        'Services nobody dares to use help nobody.',
      ),
    ],
    studies: [],
  },
];
