/** The demo accounts and content that `npm start` seeds once. Passwords follow the sign-up rules. */
import type { Role } from '../../domain/constants';

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  role: Role;
  image: string;
}

const PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { uid: 'demo-admin', email: 'admin@demo.test', password: PASSWORD, name: 'Ada Admin', role: 'Admin', image: '/demo/avatar-1.svg' },
  { uid: 'demo-tutor-1', email: 'tutor1@demo.test', password: PASSWORD, name: 'Tara Turing', role: 'Tutor', image: '/demo/avatar-2.svg' },
  { uid: 'demo-tutor-2', email: 'tutor2@demo.test', password: PASSWORD, name: 'Noah Newton', role: 'Tutor', image: '/demo/avatar-3.svg' },
  { uid: 'demo-tutor-3', email: 'tutor3@demo.test', password: PASSWORD, name: 'Maya Curie', role: 'Tutor', image: '/demo/avatar-4.svg' },
  { uid: 'demo-student-1', email: 'student1@demo.test', password: PASSWORD, name: 'Sam Student', role: 'Student', image: '/demo/avatar-5.svg' },
  { uid: 'demo-student-2', email: 'student2@demo.test', password: PASSWORD, name: 'Lena Learner', role: 'Student', image: '/demo/avatar-6.svg' },
  { uid: 'demo-student-3', email: 'student3@demo.test', password: PASSWORD, name: 'Omar Okafor', role: 'Student', image: '/demo/avatar-1.svg' },
  { uid: 'demo-student-4', email: 'student4@demo.test', password: PASSWORD, name: 'Iris Ito', role: 'Student', image: '/demo/avatar-2.svg' },
];

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export interface DemoSession {
  key: string;
  tutor: string;
  title: string;
  description: string;
  cover: string;
  status: 'Pending' | 'Accepted' | 'Rejected';
  priceCents: number;
  /** Registration window and class, relative to the seeding moment. */
  rs: number;
  re: number;
  cs: number;
  ce: number;
  /** Where the class happens (issue 22); some demo classes have none yet. */
  meetingUrl?: string;
}

export function demoSessions(): DemoSession[] {
  return [
    {
      key: 'calc',
      tutor: 'tutor1@demo.test',
      title: 'Calculus I: Limits and Derivatives',
      description:
        'Build intuition for limits, continuity and the derivative, then practise the rules on real exam-style problems. Bring questions from your own course.',
      cover: '/demo/cover-1.svg',
      status: 'Accepted',
      priceCents: 1250,
      rs: -2 * DAY,
      re: 10 * DAY,
      cs: 12 * DAY,
      ce: 12 * DAY + 2.5 * HOUR,
      meetingUrl: 'https://zoom.us/j/81234567890',
    },
    {
      key: 'essay',
      tutor: 'tutor2@demo.test',
      title: 'Academic Writing Workshop',
      description: 'Structure an argumentative essay from thesis to conclusion, with live feedback on your outline. Free and open to every student this term.',
      cover: '/demo/cover-2.svg',
      status: 'Accepted',
      priceCents: 0,
      rs: -1 * DAY,
      re: 7 * DAY,
      cs: 8 * DAY,
      ce: 8 * DAY + 1.5 * HOUR,
    },
    {
      key: 'py',
      tutor: 'tutor3@demo.test',
      title: 'Python for Data Analysis',
      description: 'Load, clean and chart a real data set with pandas. We finish with a small project you can put in your portfolio.',
      cover: '/demo/cover-3.svg',
      status: 'Accepted',
      priceCents: 2500,
      rs: -3 * DAY,
      re: 14 * DAY,
      cs: 15 * DAY,
      ce: 15 * DAY + 3 * HOUR,
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
    },
    {
      key: 'chem',
      tutor: 'tutor3@demo.test',
      title: 'Organic Chemistry Review',
      description: 'Reaction mechanisms, stereochemistry and the named reactions that appear on every final, reviewed in one focused evening.',
      cover: '/demo/cover-4.svg',
      status: 'Accepted',
      priceCents: 1500,
      rs: -20 * DAY,
      re: -5 * DAY,
      cs: -3 * DAY,
      ce: -3 * DAY + 2 * HOUR,
    },
    {
      key: 'stats',
      tutor: 'tutor1@demo.test',
      title: 'Statistics Crash Course',
      description: 'Distributions, confidence intervals and hypothesis tests explained with simulations rather than formulas alone.',
      cover: '/demo/cover-5.svg',
      status: 'Accepted',
      priceCents: 0,
      rs: -15 * DAY,
      re: -1 * DAY,
      cs: 2 * DAY,
      ce: 2 * DAY + 1 * HOUR,
      meetingUrl: 'https://meet.jit.si/StudyHub-demo-statistics-crash-course',
    },
    {
      key: 'phys',
      tutor: 'tutor2@demo.test',
      title: 'Physics: Mechanics Problem Solving',
      description: 'Free-body diagrams, energy and momentum: a systematic method for the problems that look impossible at first sight.',
      cover: '/demo/cover-6.svg',
      status: 'Pending',
      priceCents: 0,
      rs: 1 * DAY,
      re: 9 * DAY,
      cs: 10 * DAY,
      ce: 10 * DAY + 2 * HOUR,
    },
    {
      key: 'span',
      tutor: 'tutor1@demo.test',
      title: 'Conversational Spanish',
      description: 'Everyday conversation practice in small groups, for learners who read well but freeze when they have to speak.',
      cover: '/demo/cover-2.svg',
      status: 'Pending',
      priceCents: 0,
      rs: 0,
      re: 6 * DAY,
      cs: 7 * DAY,
      ce: 7 * DAY + 1 * HOUR,
    },
    {
      key: 'hist',
      tutor: 'tutor3@demo.test',
      title: 'World History Essay Clinic',
      description: 'Turn a list of facts into an argument: sources, causation and the structure markers look for.',
      cover: '/demo/cover-4.svg',
      status: 'Rejected',
      priceCents: 0,
      rs: 0,
      re: 5 * DAY,
      cs: 6 * DAY,
      ce: 6 * DAY + 1 * HOUR,
    },
  ];
}

export const DEMO_ORDERS = [
  { student: 'student1@demo.test', session: 'essay' },
  { student: 'student1@demo.test', session: 'calc' },
  { student: 'student2@demo.test', session: 'essay' },
  { student: 'student2@demo.test', session: 'chem' },
  { student: 'student3@demo.test', session: 'stats' },
];

export const DEMO_REVIEWS = [
  { student: 'student1@demo.test', session: 'essay', rating: 5, text: 'Clear structure and kind, precise feedback on my outline.' },
  { student: 'student2@demo.test', session: 'essay', rating: 4, text: 'Very useful. I would have liked a little more time for questions.' },
  { student: 'student2@demo.test', session: 'chem', rating: 5, text: 'Finally understood the mechanisms. Worth every cent.' },
  { student: 'student3@demo.test', session: 'stats', rating: 4, text: 'The simulations made confidence intervals click for me.' },
];

export const DEMO_MATERIALS = [
  { session: 'essay', image: '/demo/cover-2.svg', link: 'https://owl.purdue.edu/owl/general_writing/academic_writing/index.html' },
  { session: 'calc', image: '/demo/cover-1.svg', link: 'https://openstax.org/details/books/calculus-volume-1' },
  { session: 'chem', image: '/demo/cover-4.svg', link: 'https://openstax.org/details/books/organic-chemistry' },
];

export const DEMO_NOTES = [
  {
    student: 'student1@demo.test',
    title: 'Limits: the three cases to check',
    description:
      'Direct substitution first. If 0/0, factor or rationalise. If it still fails, compare the one-sided limits; they must agree for the limit to exist.',
  },
  {
    student: 'student1@demo.test',
    title: 'Essay outline checklist',
    description: 'Thesis in one sentence; three claims, each with evidence and a counter-argument; a conclusion that answers "so what?".',
  },
];
