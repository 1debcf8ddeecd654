import type { ThumbnailArt } from './artwork.ts'
import { courseDescription as description } from './description.ts'

/*
 * The demo catalogue (docs/api.md#demo-accounts): real-looking courses with Quill-style HTML descriptions,
 * 2 to 6 chapters, free previews and paid lectures, varied prices, discounts and ratings. The
 * enrollments below become completed purchases, enrollments and ratings in seed.ts.
 */

/** [title, minutes, isPreviewFree] */
export type DemoLectureSpec = readonly [string, number, boolean?]
export type DemoChapterSpec = { title: string; lectures: readonly DemoLectureSpec[] }
/** [learner key, purchase date (YYYY-MM-DD), rating given] */
export type DemoEnrollmentSpec = readonly [string, string, number?]

export type DemoCourseSpec = {
  slug: string
  title: string
  owner: 'educator' | 'secondEducator'
  price: number
  discount: number
  createdAt: string
  art: ThumbnailArt
  /** Id of a real public tutorial for the first free preview, so the preview plays when online. */
  previewVideoId?: string
  description: string
  chapters: readonly DemoChapterSpec[]
  enrollments: readonly DemoEnrollmentSpec[]
}

export const DEMO_COURSE_SPECS: readonly DemoCourseSpec[] = [
  {
    slug: 'javascript-essentials',
    title: 'JavaScript Essentials: From Zero to Confident Developer',
    owner: 'educator',
    price: 49.99,
    discount: 20,
    createdAt: '2025-01-14T09:30:00.000Z',
    art: { motif: 'code', palette: 11, tag: 'JavaScript', headline: 'JavaScript Essentials' },
    previewVideoId: 'PkZNo7MFNFg',
    description: description({
      intro:
        'Learn the language of the web the way working developers use it. We start from <strong>variables and functions</strong> and finish by building a small interactive app that talks to a real API.',
      learn: [
        'Values, types, functions and scope without the jargon',
        'Arrays and objects, and the methods you will use every day',
        'The DOM: reading, changing and listening to a page',
        '<strong>Asynchronous JavaScript</strong> with promises and async/await',
      ],
      audience:
        'Complete beginners, designers who want to add interactivity, and anyone who learned JavaScript years ago and wants a modern refresher.',
      resource: {
        before: 'Keep the',
        href: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript',
        text: 'MDN JavaScript reference',
        after: 'open while you follow along.',
      },
    }),
    chapters: [
      {
        title: 'Getting Started',
        lectures: [
          ['Welcome and how to follow this course', 6, true],
          ['Setting up your editor and browser tools', 12, true],
          ['Your first script', 9],
        ],
      },
      {
        title: 'Values, Variables and Functions',
        lectures: [
          ['Numbers, strings and booleans', 14],
          ['let, const and scope', 11],
          ['Writing and calling functions', 17],
          ['Arrow functions and callbacks', 13],
        ],
      },
      {
        title: 'Working with the DOM',
        lectures: [
          ['Selecting and changing elements', 15],
          ['Events and event delegation', 18],
          ['Building a to-do list', 24],
        ],
      },
      {
        title: 'Asynchronous JavaScript',
        lectures: [
          ['Promises explained', 16],
          ['async and await', 14],
          ['Fetching data from an API', 21],
        ],
      },
    ],
    enrollments: [
      ['meera', '2025-02-10', 5],
      ['arjun', '2025-02-21', 4],
      ['learner', '2025-03-02', 5],
      ['lucas', '2025-04-03', 4],
      ['aisha', '2025-05-19', 5],
      ['kenji', '2025-07-08', 3],
      ['isabella', '2025-09-14'],
    ],
  },
  {
    slug: 'react-in-practice',
    title: 'React 19 in Practice: Hooks, Suspense and Server Components',
    owner: 'educator',
    price: 89.99,
    discount: 35,
    createdAt: '2025-02-03T11:00:00.000Z',
    art: { motif: 'atom', palette: 8, tag: 'React', headline: 'React 19 in Practice' },
    previewVideoId: 'bMknfKXIFA8',
    description: description({
      intro:
        'A hands-on course for developers who know JavaScript and want to build <strong>production-quality React apps</strong>. Every chapter ends with a feature added to the same project, a small online bookshop.',
      learn: [
        'Thinking in components, props and state',
        'Effects, refs and custom hooks that stay readable',
        'Data loading with Suspense and error boundaries',
        'Forms and actions in React 19',
        'Testing components the way users use them',
      ],
      roadmap: [
        'Build the static pages',
        'Add state and interaction',
        'Load data and handle errors',
        'Ship it with tests',
      ],
      audience: 'JavaScript developers who have built a page or two and want a structured path into modern React.',
      resource: {
        before: 'The official',
        href: 'https://react.dev/learn',
        text: 'React documentation',
        after: 'is the companion reading for every chapter.',
      },
    }),
    chapters: [
      {
        title: 'Components and JSX',
        lectures: [
          ['Why React, and what changed in version 19', 8, true],
          ['JSX without surprises', 12],
          ['Props and composition', 15],
        ],
      },
      {
        title: 'State and Events',
        lectures: [
          ['useState in depth', 16],
          ['Lifting state up', 13],
          ['Controlled forms', 18],
        ],
      },
      {
        title: 'Effects and Custom Hooks',
        lectures: [
          ['When you do not need an effect', 14, true],
          ['Synchronising with the outside world', 17],
          ['Writing your own hooks', 19],
        ],
      },
      {
        title: 'Data, Suspense and Errors',
        lectures: [
          ['Suspense for data loading', 21],
          ['Error boundaries', 12],
          ['Forms and actions', 23],
        ],
      },
      {
        title: 'Testing and Deployment',
        lectures: [
          ['Testing Library basics', 18],
          ['Deploying a static build', 11],
        ],
      },
    ],
    enrollments: [
      ['meera', '2025-03-15', 5],
      ['tom', '2025-04-22', 4],
      ['learner', '2025-06-11'],
      ['vikram', '2025-08-30', 5],
      ['chloe', '2025-10-02', 4],
      ['nadia', '2026-01-12'],
    ],
  },
  {
    slug: 'typescript-for-javascript-developers',
    title: 'TypeScript for JavaScript Developers',
    owner: 'educator',
    price: 59.99,
    discount: 15,
    createdAt: '2025-03-10T08:15:00.000Z',
    art: { motif: 'typescript', palette: 0, tag: 'TypeScript', headline: 'TypeScript for JS Developers' },
    previewVideoId: '30LWjhZzg50',
    description: description({
      intro:
        'Add types to the JavaScript you already write and catch bugs before your users do. The course is built around <strong>migrating a real codebase</strong>, one file at a time.',
      learn: [
        'Basic and structural types, unions and narrowing',
        'Generics you can read a month later',
        'Typing React components and API answers',
        'Configuring strict mode without drowning in errors',
      ],
      audience: 'JavaScript developers who have seen TypeScript in a project and want to be productive in it.',
      resource: {
        before: 'Try every example in the',
        href: 'https://www.typescriptlang.org/play',
        text: 'TypeScript playground',
        after: 'before you use it in your own code.',
      },
    }),
    chapters: [
      {
        title: 'Why Types',
        lectures: [
          ['What TypeScript is (and is not)', 7, true],
          ['Setting up the compiler', 10],
        ],
      },
      {
        title: 'Everyday Types',
        lectures: [
          ['Primitives, arrays and objects', 13],
          ['Unions and narrowing', 16],
          ['Type aliases and interfaces', 12],
        ],
      },
      {
        title: 'Generics and Utility Types',
        lectures: [
          ['Your first generic function', 14],
          ['Partial, Pick, Record and friends', 15],
          ['Validating data at the boundary', 18],
        ],
      },
    ],
    enrollments: [
      ['arjun', '2025-04-01', 4],
      ['lucas', '2025-05-05', 5],
      ['kenji', '2025-08-18', 4],
      ['samuel', '2026-02-03'],
    ],
  },
  {
    slug: 'python-data-analysis',
    title: 'Python for Data Analysis with pandas and Jupyter',
    owner: 'secondEducator',
    price: 79.99,
    discount: 40,
    createdAt: '2025-03-28T14:45:00.000Z',
    art: { motif: 'chart', palette: 5, tag: 'Data', headline: 'Data Analysis with pandas' },
    previewVideoId: 'vmEHCJofslg',
    description: description({
      intro:
        'Turn messy spreadsheets into clear answers. You will clean, reshape and chart <strong>real public data sets</strong> in Jupyter notebooks, and learn to explain what you found.',
      learn: [
        'Loading CSV, Excel and JSON data into pandas',
        'Cleaning missing and inconsistent values',
        'Grouping, joining and reshaping tables',
        'Charts with matplotlib and seaborn that tell a story',
      ],
      roadmap: ['Explore a data set', 'Clean it', 'Ask questions with groupby', 'Present the answers'],
      audience: 'Analysts moving beyond Excel, students, and developers who need to make sense of data.',
      resource: {
        before: 'The',
        href: 'https://pandas.pydata.org/docs/user_guide/index.html',
        text: 'pandas user guide',
        after: 'goes deeper into every function we use.',
      },
    }),
    chapters: [
      {
        title: 'Setting Up',
        lectures: [
          ['Installing Python and Jupyter', 9, true],
          ['A tour of the notebook', 11, true],
        ],
      },
      {
        title: 'pandas Fundamentals',
        lectures: [
          ['Series and DataFrames', 15],
          ['Selecting rows and columns', 17],
          ['Reading files', 12],
        ],
      },
      {
        title: 'Cleaning Data',
        lectures: [
          ['Finding missing values', 13],
          ['Fixing types and dates', 16],
          ['Removing duplicates', 9],
        ],
      },
      {
        title: 'Analysis and Visualisation',
        lectures: [
          ['groupby and aggregation', 19],
          ['Merging tables', 15],
          ['Charts that tell a story', 22],
          ['Project: city bike rides', 31],
        ],
      },
    ],
    enrollments: [
      ['aisha', '2025-04-30', 5],
      ['fatima', '2025-06-02', 4],
      ['isabella', '2025-07-21', 5],
      ['nadia', '2025-09-09', 3],
      ['samuel', '2025-11-27', 4],
    ],
  },
  {
    slug: 'machine-learning-foundations',
    title: 'Machine Learning Foundations with scikit-learn',
    owner: 'secondEducator',
    price: 129.99,
    discount: 50,
    createdAt: '2025-05-06T10:00:00.000Z',
    art: { motif: 'network', palette: 3, tag: 'Machine Learning', headline: 'Machine Learning Foundations' },
    previewVideoId: 'i_LwzRVP7bg',
    description: description({
      intro:
        'Understand how machine learning models actually learn, then train, evaluate and improve your own. <strong>No PhD required</strong>: just Python and curiosity.',
      learn: [
        'Supervised and unsupervised learning, explained with pictures',
        'Regression and classification with scikit-learn',
        'Train/test splits, cross-validation and honest metrics',
        'Feature engineering and avoiding data leakage',
      ],
      audience: 'Developers and analysts comfortable with Python who want to use machine learning responsibly.',
      resource: {
        before: 'Read the',
        href: 'https://scikit-learn.org/stable/user_guide.html',
        text: 'scikit-learn user guide',
        after: 'for the maths behind each model.',
      },
    }),
    chapters: [
      {
        title: 'What Learning Means',
        lectures: [
          ['Models, data and predictions', 10, true],
          ['The machine learning workflow', 12],
        ],
      },
      {
        title: 'Regression',
        lectures: [
          ['Linear regression from scratch', 21],
          ['Regularisation', 16],
        ],
      },
      {
        title: 'Classification',
        lectures: [
          ['Logistic regression', 18],
          ['Decision trees and random forests', 24],
          ['Precision, recall and the confusion matrix', 17],
        ],
      },
      {
        title: 'Evaluating Models',
        lectures: [
          ['Cross-validation', 14],
          ['Data leakage and how to avoid it', 15],
        ],
      },
      {
        title: 'Unsupervised Learning',
        lectures: [
          ['k-means clustering', 19],
          ['Dimensionality reduction with PCA', 20],
        ],
      },
      {
        title: 'Capstone Project',
        lectures: [
          ['Predicting house prices', 34],
          ['Presenting your results', 12],
        ],
      },
    ],
    enrollments: [
      ['fatima', '2025-06-20', 5],
      ['vikram', '2025-07-30', 4],
      ['kenji', '2025-10-11', 5],
    ],
  },
  {
    slug: 'node-express-postgres',
    title: 'Node.js APIs with Express and PostgreSQL',
    owner: 'educator',
    price: 69.99,
    discount: 25,
    createdAt: '2025-05-22T16:20:00.000Z',
    art: { motif: 'server', palette: 12, tag: 'Backend', headline: 'Node.js APIs with Express' },
    previewVideoId: 'Oe421EPjeBE',
    description: description({
      intro:
        'Design and build a REST API that is <strong>secure, tested and ready to deploy</strong>. We build the backend of a course marketplace, from the first route to authentication.',
      learn: [
        'Routing, middleware and error handling in Express',
        'Modelling data in PostgreSQL and writing safe queries',
        'Authentication with sessions and tokens',
        'Validating every input like a production server',
      ],
      audience: 'Front-end developers going full stack, and backend developers new to Node.js.',
      resource: {
        before: 'The',
        href: 'https://expressjs.com/en/guide/routing.html',
        text: 'Express routing guide',
        after: 'is a handy reference for chapter 2.',
      },
    }),
    chapters: [
      {
        title: 'Node.js Basics',
        lectures: [
          ['The event loop in plain words', 11, true],
          ['Modules and npm', 9],
        ],
      },
      {
        title: 'Building the API',
        lectures: [
          ['Your first Express server', 14],
          ['Routes and middleware', 17],
          ['Validation and error answers', 19],
        ],
      },
      {
        title: 'Persistence with PostgreSQL',
        lectures: [
          ['Tables, keys and relations', 16],
          ['Parameterised queries', 13],
          ['Migrations', 12],
        ],
      },
    ],
    enrollments: [
      ['arjun', '2025-06-28', 4],
      ['tom', '2025-08-05', 3],
      ['lucas', '2025-11-03', 5],
      ['chloe', '2026-03-17'],
    ],
  },
  {
    slug: 'figma-ui-design',
    title: 'UI Design Fundamentals in Figma',
    owner: 'educator',
    price: 39.99,
    discount: 10,
    createdAt: '2025-06-15T07:40:00.000Z',
    art: { motif: 'design', palette: 4, tag: 'Design', headline: 'UI Design in Figma' },
    description: description({
      intro:
        'Design clean, accessible interfaces with confidence. You will learn <strong>layout, typography and colour</strong> by redesigning three real screens step by step.',
      learn: [
        'Frames, auto layout and constraints',
        'Type scales and colour systems that pass contrast checks',
        'Components and variants for a small design system',
        'Prototyping and handing off to developers',
      ],
      audience: 'Developers who want to design better, and beginners starting a career in product design.',
      resource: {
        before: 'Check your colour choices against the',
        href: 'https://www.w3.org/WAI/WCAG22/quickref/',
        text: 'WCAG 2.2 quick reference',
        after: 'as you go.',
      },
    }),
    chapters: [
      {
        title: 'Figma Basics',
        lectures: [
          ['A tour of the Figma interface', 8, true],
          ['Frames and shapes', 10],
          ['Auto layout', 16],
        ],
      },
      {
        title: 'Visual Design',
        lectures: [
          ['Typography that reads well', 14],
          ['Colour and contrast', 13],
          ['Spacing and grids', 12],
        ],
      },
      {
        title: 'Components and Prototypes',
        lectures: [
          ['Components and variants', 18],
          ['Interactive prototypes', 15],
          ['Developer hand-off', 9],
        ],
      },
    ],
    enrollments: [
      ['isabella', '2025-07-02', 5],
      ['chloe', '2025-08-12', 4],
      ['meera', '2025-12-01', 5],
      ['nadia', '2026-02-19', 4],
    ],
  },
  {
    slug: 'docker-kubernetes',
    title: 'Docker and Kubernetes for Developers',
    owner: 'secondEducator',
    price: 99.99,
    discount: 30,
    createdAt: '2025-07-01T12:10:00.000Z',
    art: { motif: 'containers', palette: 8, tag: 'DevOps', headline: 'Docker and Kubernetes' },
    previewVideoId: 'fqMOX6JJhGo',
    description: description({
      intro:
        'Package your apps in containers and run them anywhere. By the end you will deploy a <strong>three-service application</strong> to a Kubernetes cluster and roll out updates with zero downtime.',
      learn: [
        'Images, containers, volumes and networks',
        'Writing small, secure Dockerfiles',
        'Compose for local development',
        'Pods, deployments and services in Kubernetes',
      ],
      roadmap: ['Containerise one service', 'Compose three services', 'Deploy to a cluster', 'Roll out an update'],
      audience: 'Developers who ship code and want to own how it runs in production.',
      resource: {
        before: 'The',
        href: 'https://kubernetes.io/docs/concepts/',
        text: 'Kubernetes concepts pages',
        after: 'explain each object we create.',
      },
    }),
    chapters: [
      {
        title: 'Containers',
        lectures: [
          ['Why containers', 9, true],
          ['Running your first container', 12],
          ['Writing a Dockerfile', 18],
        ],
      },
      {
        title: 'Docker Compose',
        lectures: [
          ['Multi-service apps', 16],
          ['Volumes and networks', 14],
        ],
      },
      {
        title: 'Kubernetes',
        lectures: [
          ['Pods and deployments', 20],
          ['Services and ingress', 17],
          ['ConfigMaps and secrets', 13],
          ['Rolling updates', 15],
        ],
      },
    ],
    enrollments: [
      ['tom', '2025-07-25', 5],
      ['vikram', '2025-09-02', 4],
      ['samuel', '2026-01-08', 4],
    ],
  },
  {
    slug: 'sql-mastery',
    title: 'SQL Mastery: Queries, Joins and Window Functions',
    owner: 'secondEducator',
    price: 44.99,
    discount: 0,
    createdAt: '2025-07-19T09:05:00.000Z',
    art: { motif: 'database', palette: 10, tag: 'SQL', headline: 'SQL Mastery' },
    previewVideoId: 'HXV3zeQKqGY',
    description: description({
      intro:
        'Write SQL that answers real business questions. Every lesson uses the same <strong>online shop database</strong>, so you build intuition as the questions get harder.',
      learn: [
        'SELECT, WHERE and ORDER BY done right',
        'Inner, outer and self joins',
        'Aggregates, GROUP BY and HAVING',
        'Window functions for running totals and rankings',
      ],
      audience: 'Analysts, product managers and developers who want to stop guessing at queries.',
      resource: {
        before: 'Practise with the',
        href: 'https://www.postgresql.org/docs/current/tutorial-sql.html',
        text: 'PostgreSQL SQL tutorial',
        after: 'between lessons.',
      },
    }),
    chapters: [
      {
        title: 'Querying One Table',
        lectures: [
          ['Your first SELECT', 8, true],
          ['Filtering and sorting', 12],
        ],
      },
      {
        title: 'Joins',
        lectures: [
          ['Inner joins', 14],
          ['Outer joins', 13],
          ['Self joins', 10],
        ],
      },
      {
        title: 'Aggregation',
        lectures: [
          ['GROUP BY and HAVING', 15],
          ['Subqueries and CTEs', 17],
        ],
      },
      {
        title: 'Window Functions',
        lectures: [
          ['Running totals', 13],
          ['Rankings and percentiles', 16],
        ],
      },
    ],
    enrollments: [
      ['aisha', '2025-08-01', 4],
      ['learner', '2025-08-09'],
      ['fatima', '2025-09-23', 5],
      ['arjun', '2025-12-14', 4],
    ],
  },
  {
    slug: 'git-github-teams',
    title: 'Git and GitHub: Version Control for Teams',
    owner: 'educator',
    price: 19.99,
    discount: 0,
    createdAt: '2025-08-26T15:30:00.000Z',
    art: { motif: 'branches', palette: 6, tag: 'Git', headline: 'Git and GitHub for Teams' },
    previewVideoId: 'RGOj5yH7evk',
    description: description({
      intro:
        'Stop fearing merge conflicts. This short course teaches the <strong>everyday Git workflow</strong> used by professional teams, from your first commit to reviewing pull requests.',
      learn: [
        'Commits, branches and a clean history',
        'Merging, rebasing and resolving conflicts',
        'Pull requests and code review on GitHub',
      ],
      audience: 'Anyone who writes code with other people, or wants to.',
      resource: {
        before: 'The free',
        href: 'https://git-scm.com/book/en/v2',
        text: 'Pro Git book',
        after: 'covers every command in more depth.',
      },
    }),
    chapters: [
      {
        title: 'Git Basics',
        lectures: [
          ['Repositories and commits', 10, true],
          ['Branches', 12],
        ],
      },
      {
        title: 'Working Together',
        lectures: [
          ['Merging and conflicts', 15],
          ['Pull requests and reviews', 13],
          ['A team workflow that scales', 11],
        ],
      },
    ],
    enrollments: [
      ['lucas', '2025-09-20', 5],
      ['kenji', '2025-10-30'],
    ],
  },
  {
    slug: 'cybersecurity-basics',
    title: 'Cybersecurity Basics: Protect Yourself and Your Apps',
    owner: 'secondEducator',
    price: 74.99,
    discount: 45,
    createdAt: '2025-09-15T13:00:00.000Z',
    art: { motif: 'shield', palette: 7, tag: 'Security', headline: 'Cybersecurity Basics' },
    description: description({
      intro:
        'Learn how attackers think and how to stop them. We cover <strong>personal security habits</strong> and the most common web vulnerabilities, with a safe lab to practise in.',
      learn: [
        'Passwords, passkeys and multi-factor authentication',
        'Phishing and social engineering',
        'The OWASP Top 10 with live examples',
        'Security headers and safe defaults for web apps',
      ],
      audience: 'Developers, IT staff and curious people who want to stay safe online.',
      resource: {
        before: 'Bookmark the',
        href: 'https://owasp.org/www-project-top-ten/',
        text: 'OWASP Top 10',
        after: 'and revisit it after each chapter.',
      },
    }),
    chapters: [
      {
        title: 'Security Mindset',
        lectures: [
          ['How attacks really happen', 11, true],
          ['Threat modelling in ten minutes', 10],
        ],
      },
      {
        title: 'Personal Security',
        lectures: [
          ['Passwords and passkeys', 13],
          ['Spotting phishing', 12],
        ],
      },
      {
        title: 'Web Application Security',
        lectures: [
          ['Injection', 17],
          ['Cross-site scripting', 19],
          ['Broken access control', 15],
          ['Security headers', 12],
        ],
      },
    ],
    enrollments: [
      ['nadia', '2025-10-05', 4],
      ['samuel', '2025-11-11', 5],
      ['meera', '2026-04-02', 3],
    ],
  },
  {
    slug: 'react-native-expo',
    title: 'Mobile Apps with React Native and Expo',
    owner: 'educator',
    price: 109.99,
    discount: 60,
    createdAt: '2025-10-20T10:25:00.000Z',
    art: { motif: 'phone', palette: 13, tag: 'Mobile', headline: 'React Native and Expo' },
    previewVideoId: '0-S5a0eXPoc',
    description: description({
      intro:
        'Build one app for iOS and Android with the React skills you already have. You will publish a <strong>habit-tracker app</strong> with offline storage and push notifications.',
      learn: [
        'Core components, styling and layout with Flexbox',
        'Navigation between screens',
        'Storing data on the device',
        'Building and publishing with Expo',
      ],
      audience: 'React developers who want to ship mobile apps without learning two native platforms.',
      resource: {
        before: 'The',
        href: 'https://docs.expo.dev/',
        text: 'Expo documentation',
        after: 'lists every API used in the course.',
      },
    }),
    chapters: [
      {
        title: 'First Steps',
        lectures: [
          ['What React Native is', 8, true],
          ['Running the app on your phone', 11, true],
        ],
      },
      {
        title: 'Building Screens',
        lectures: [
          ['Core components', 14],
          ['Layout with Flexbox', 16],
          ['Lists that scroll smoothly', 15],
        ],
      },
      {
        title: 'Navigation and Data',
        lectures: [
          ['Stack and tab navigation', 18],
          ['Storing data on the device', 14],
        ],
      },
      {
        title: 'Shipping',
        lectures: [
          ['Notifications', 13],
          ['Building and publishing', 17],
        ],
      },
    ],
    enrollments: [
      ['vikram', '2025-11-19', 4],
      ['isabella', '2026-01-25', 5],
      ['tom', '2026-05-06', 4],
    ],
  },
  {
    slug: 'data-structures-algorithms-java',
    title: 'Data Structures and Algorithms in Java',
    owner: 'educator',
    price: 94.99,
    discount: 20,
    createdAt: '2026-01-15T08:00:00.000Z',
    art: { motif: 'tree', palette: 2, tag: 'Algorithms', headline: 'Data Structures in Java' },
    previewVideoId: '8hly31xKli0',
    description: description({
      intro:
        'Prepare for coding interviews and write faster programs. Each structure is <strong>drawn, coded and measured</strong>, so you know when to use it and why.',
      learn: [
        'Big-O notation without fear',
        'Arrays, linked lists, stacks and queues',
        'Trees, heaps and hash tables',
        'Sorting, searching and graph algorithms',
      ],
      roadmap: ['Measure', 'Linear structures', 'Trees and hashing', 'Graphs', 'Interview practice'],
      audience: 'Students and self-taught developers preparing for technical interviews.',
      resource: {
        before: 'Visualise each algorithm on',
        href: 'https://visualgo.net/en',
        text: 'VisuAlgo',
        after: 'after the lesson.',
      },
    }),
    chapters: [
      {
        title: 'Complexity',
        lectures: [
          ['Why efficiency matters', 9, true],
          ['Big-O notation', 15],
        ],
      },
      {
        title: 'Linear Structures',
        lectures: [
          ['Arrays and dynamic arrays', 14],
          ['Linked lists', 16],
          ['Stacks and queues', 13],
        ],
      },
      {
        title: 'Trees and Hashing',
        lectures: [
          ['Binary search trees', 19],
          ['Heaps and priority queues', 17],
          ['Hash tables', 15],
        ],
      },
      {
        title: 'Graphs',
        lectures: [
          ['Breadth-first and depth-first search', 21],
          ["Dijkstra's algorithm", 18],
        ],
      },
      {
        title: 'Interview Practice',
        lectures: [
          ['Solving problems out loud', 12],
          ['Ten classic problems', 35],
        ],
      },
    ],
    enrollments: [
      ['arjun', '2026-02-10', 5],
      ['kenji', '2026-03-22', 4],
      ['aisha', '2026-06-14', 5],
    ],
  },
  {
    slug: 'public-speaking-engineers',
    title: 'Public Speaking for Engineers',
    owner: 'educator',
    price: 29.99,
    discount: 5,
    createdAt: '2026-08-04T17:00:00.000Z',
    art: { motif: 'speech', palette: 1, tag: 'Soft Skills', headline: 'Public Speaking for Engineers' },
    description: description({
      intro:
        'Explain technical ideas clearly to any audience, from a stand-up to a conference stage. A <strong>practical, exercise-driven</strong> course for people who would rather be coding.',
      learn: [
        'Structuring a talk around one clear message',
        'Slides that support you instead of reading for you',
        'Handling nerves and difficult questions',
      ],
      audience: 'Engineers, team leads and anyone who has to present their work.',
      resource: {
        before: 'Watch a few',
        href: 'https://www.ted.com/talks',
        text: 'TED talks',
        after: 'with the checklist from chapter 1.',
      },
    }),
    chapters: [
      {
        title: 'Planning a Talk',
        lectures: [
          ['Finding your one message', 10, true],
          ['Structure: problem, idea, proof', 12],
        ],
      },
      {
        title: 'Delivering It',
        lectures: [
          ['Slides that help', 11],
          ['Voice, pace and nerves', 13],
          ['Answering questions', 9],
        ],
      },
    ],
    enrollments: [],
  },
]
