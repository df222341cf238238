import type { AttitudeSpec } from './catalog-types';
import { rec, study } from './catalog-types';

export const DONOR_ATTITUDES: AttitudeSpec[] = [
  {
    keyword: 'Impact transparency',
    category: 'Accountability',
    description: 'Donors see what their gift achieved.',
    explanation: 'Impact transparency measures how concretely the organisation reports outcomes.',
    importance: 4.5,
    performance: 3.3,
    recommendations: [
      rec(
        'Report outcomes per gift size',
        'Translate amounts into results donors can picture.',
        '"Your 50 funded two weeks of clean water for a family of five."',
        'Donors give again when they can see the result of the last gift.',
      ),
      rec(
        'Send an impact update before the next ask',
        'Never ask twice without reporting once.',
        'A short impact e-mail three weeks before each appeal.',
        'Reporting first makes the next ask feel earned.',
      ),
    ],
    studies: [study('Outcome reporting and repeat giving', 'outcome-reporting-repeat-giving')],
  },
  {
    keyword: 'Stewardship',
    category: 'Relationship',
    description: 'Gifts are handled with care and gratitude.',
    explanation: 'Stewardship covers thanking, receipting and treating donors as partners.',
    importance: 4.0,
    performance: 4.2,
    recommendations: [
      rec(
        'Thank within 48 hours',
        'Send a personal thank-you for every gift within two days.',
        'A handwritten card for first gifts over 100.',
        'Speed of thanks predicts the second gift.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Mission alignment',
    category: 'Purpose',
    description: 'The organisation stays true to the cause donors support.',
    explanation:
      'Mission alignment reflects whether activities match the mission donors signed up for.',
    importance: 4.3,
    performance: 4.5,
    recommendations: [
      rec(
        'Explain new programmes in mission terms',
        'Show how each new activity serves the founding purpose.',
        'A one-paragraph "why this fits our mission" with every launch.',
        'Donors fear drift more than change.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Financial accountability',
    category: 'Accountability',
    description: 'Money is spent responsibly and reported openly.',
    explanation: 'Financial accountability measures confidence in how funds are managed.',
    importance: 4.4,
    performance: 3.6,
    recommendations: [
      rec(
        'Publish a one-page budget',
        'Show where each unit of currency goes, in a chart.',
        'A pie chart of programme, fundraising and admin costs on the donate page.',
        'Clarity about overheads disarms the most common objection.',
      ),
    ],
    studies: [study('Overhead aversion and the disclosure remedy', 'overhead-aversion')],
  },
  {
    keyword: 'Donor recognition',
    category: 'Relationship',
    description: 'Supporters feel their generosity is appreciated.',
    explanation: 'Donor recognition covers acknowledgement that matches what donors value.',
    importance: 3.0,
    performance: 3.4,
    recommendations: [
      rec(
        'Ask how donors want to be thanked',
        'Offer public, private or no recognition.',
        'A checkbox on the gift form: "List my name / Keep me anonymous".',
        'Recognition that ignores preferences can backfire.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Communication frequency',
    category: 'Relationship',
    description: 'We hear from the organisation as often as we like, not more.',
    explanation: 'Communication frequency measures whether contact volume feels right.',
    importance: 3.4,
    performance: 2.9,
    recommendations: [
      rec(
        'Let donors choose the cadence',
        'Offer monthly, quarterly or yearly updates.',
        'A preference centre link in every e-mail footer.',
        'Over-contact is the top reason donors lapse.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Ease of giving',
    category: 'Experience',
    description: 'Giving is quick and simple on any channel.',
    explanation: 'Ease of giving measures friction in the donation journey.',
    importance: 3.7,
    performance: 4.2,
    recommendations: [
      rec(
        'Cut the donation form to four fields',
        'Ask only for what a receipt needs.',
        'Removing the title and phone fields raised completion by 12%.',
        'Every field loses a share of would-be donors.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Personal connection',
    category: 'Relationship',
    description: 'Donors feel a personal link to the people and work supported.',
    explanation: 'Personal connection captures stories, names and faces behind the work.',
    importance: 3.5,
    performance: 3.2,
    recommendations: [
      rec(
        'Introduce one person a quarter',
        'Share a named story from the field, with consent.',
        'A short video letter from a teacher in a funded school.',
        'People give to people, not to programmes.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Program effectiveness',
    category: 'Accountability',
    description: 'The programmes work and improve over time.',
    explanation: 'Program effectiveness reflects evidence that the work achieves its goals.',
    importance: 4.2,
    performance: 3.5,
    recommendations: [
      rec(
        'Share what did not work',
        'Report one lesson learned per year, openly.',
        'An annual "what we stopped doing and why" section.',
        'Candour about failure makes success claims credible.',
      ),
    ],
    studies: [study('Evidence-based giving and donor confidence', 'evidence-based-giving')],
  },
  {
    keyword: 'Ethical fundraising',
    category: 'Responsibility',
    description: 'Fundraising is honest and never pressuring.',
    explanation: 'Ethical fundraising measures comfort with tone, tactics and data use.',
    importance: 3.9,
    performance: 4.2,
    recommendations: [
      rec(
        'Retire guilt-based appeals',
        'Test hopeful framing against guilt framing.',
        'An appeal showing a child at school instead of a child in need.',
        'Hopeful messages raise as much and keep donors longer.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Volunteer opportunities',
    category: 'Engagement',
    description: 'There are meaningful ways to help beyond giving money.',
    explanation: 'Volunteer opportunities captures routes to get involved in person.',
    importance: 2.8,
    performance: 3.0,
    recommendations: [
      rec(
        'Offer micro-volunteering',
        'Create tasks that take under an hour, online.',
        'Transcribing field notes or writing thank-you cards from home.',
        'Small tasks bring in people who cannot commit a weekend.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Community presence',
    category: 'Engagement',
    description: 'The organisation is visible and active locally.',
    explanation: 'Community presence reflects local events, partnerships and visibility.',
    importance: 3.1,
    performance: 3.3,
    recommendations: [
      rec(
        'Partner with one local institution per region',
        'Libraries, schools or clubs that share the audience.',
        'A reading programme run with the city library network.',
        'Local partners lend credibility and reach.',
      ),
    ],
    studies: [],
  },
];
