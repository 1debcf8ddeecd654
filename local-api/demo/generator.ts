import type { Motif, ThumbnailArt } from './artwork.ts'
import { courseDescription } from './description.ts'
import { createRandom, youtubeId, youtubeUrl, type Random } from './random.ts'

/*
 * Extra generated courses for the 10,000-course benchmark (docs/product.md#quality-bars): `npm run
 * local-api:reset -- --courses 10000`. Deterministic (a fixed seed), fast (pure computation, about
 * a second for 10,000) and varied: titles combine a topic with a template, an outcome, a tool or an
 * audience, so a search for "python" or "beginners" finds a realistic spread, and no title repeats.
 */

type Topic = {
  name: string
  tag: string
  motif: Motif
  outcomes: readonly string[]
  tools: readonly string[]
  concepts: readonly string[]
}

export const GENERATED_TOPICS: readonly Topic[] = [
  {
    name: 'JavaScript',
    tag: 'JavaScript',
    motif: 'code',
    outcomes: ['Build Interactive Websites', 'Write Cleaner Code'],
    tools: ['ES2024', 'Vite'],
    concepts: ['closures', 'promises', 'modules', 'the event loop'],
  },
  {
    name: 'TypeScript',
    tag: 'TypeScript',
    motif: 'typescript',
    outcomes: ['Type-Safe Applications', 'Refactor with Confidence'],
    tools: ['Zod', 'strict mode'],
    concepts: ['generics', 'narrowing', 'utility types', 'declaration files'],
  },
  {
    name: 'React',
    tag: 'React',
    motif: 'atom',
    outcomes: ['Build Modern Web Apps', 'Scalable Front Ends'],
    tools: ['Vite', 'TanStack Query', 'React Router'],
    concepts: ['hooks', 'context', 'Suspense', 'server components'],
  },
  {
    name: 'Vue.js',
    tag: 'Vue',
    motif: 'atom',
    outcomes: ['Reactive Interfaces', 'Single-Page Apps'],
    tools: ['Pinia', 'Nuxt'],
    concepts: ['reactivity', 'components', 'composables', 'routing'],
  },
  {
    name: 'Angular',
    tag: 'Angular',
    motif: 'atom',
    outcomes: ['Enterprise Front Ends', 'Maintainable Apps'],
    tools: ['RxJS', 'Signals'],
    concepts: ['dependency injection', 'signals', 'forms', 'routing'],
  },
  {
    name: 'Svelte',
    tag: 'Svelte',
    motif: 'code',
    outcomes: ['Fast Web Apps', 'Less Code, More App'],
    tools: ['SvelteKit'],
    concepts: ['runes', 'stores', 'transitions', 'load functions'],
  },
  {
    name: 'Node.js',
    tag: 'Backend',
    motif: 'server',
    outcomes: ['Build REST APIs', 'Real-Time Servers'],
    tools: ['Express', 'Fastify', 'Hono'],
    concepts: ['streams', 'middleware', 'authentication', 'error handling'],
  },
  {
    name: 'Python',
    tag: 'Python',
    motif: 'code',
    outcomes: ['Automate the Boring Stuff', 'Write Pythonic Code'],
    tools: ['pytest', 'FastAPI', 'Poetry'],
    concepts: ['comprehensions', 'decorators', 'generators', 'packaging'],
  },
  {
    name: 'Django',
    tag: 'Backend',
    motif: 'server',
    outcomes: ['Full-Stack Web Apps', 'Secure Web Backends'],
    tools: ['Django REST Framework', 'PostgreSQL'],
    concepts: ['models', 'views', 'the admin', 'migrations'],
  },
  {
    name: 'Go',
    tag: 'Go',
    motif: 'server',
    outcomes: ['Fast Backend Services', 'Concurrent Programs'],
    tools: ['gRPC', 'the standard library'],
    concepts: ['goroutines', 'channels', 'interfaces', 'testing'],
  },
  {
    name: 'Rust',
    tag: 'Rust',
    motif: 'code',
    outcomes: ['Safe Systems Programming', 'Blazing-Fast Tools'],
    tools: ['Cargo', 'Tokio'],
    concepts: ['ownership', 'borrowing', 'traits', 'async'],
  },
  {
    name: 'Java',
    tag: 'Java',
    motif: 'code',
    outcomes: ['Object-Oriented Design', 'Robust Backends'],
    tools: ['Spring Boot', 'JUnit'],
    concepts: ['classes', 'collections', 'streams', 'concurrency'],
  },
  {
    name: 'Kotlin',
    tag: 'Kotlin',
    motif: 'phone',
    outcomes: ['Modern Android Apps', 'Expressive Backends'],
    tools: ['Jetpack Compose', 'Ktor'],
    concepts: ['null safety', 'coroutines', 'data classes', 'extensions'],
  },
  {
    name: 'Swift',
    tag: 'iOS',
    motif: 'phone',
    outcomes: ['Beautiful iOS Apps', 'Apps for iPhone and iPad'],
    tools: ['SwiftUI', 'Xcode'],
    concepts: ['optionals', 'protocols', 'state', 'navigation'],
  },
  {
    name: 'Flutter',
    tag: 'Mobile',
    motif: 'phone',
    outcomes: ['Cross-Platform Mobile Apps', 'One Codebase, Every Screen'],
    tools: ['Dart', 'Firebase'],
    concepts: ['widgets', 'state management', 'animations', 'platform channels'],
  },
  {
    name: 'SQL',
    tag: 'SQL',
    motif: 'database',
    outcomes: ['Answer Business Questions', 'Query Like a Pro'],
    tools: ['PostgreSQL', 'SQLite'],
    concepts: ['joins', 'aggregates', 'window functions', 'indexes'],
  },
  {
    name: 'PostgreSQL',
    tag: 'Databases',
    motif: 'database',
    outcomes: ['Reliable Data Storage', 'Tune Slow Queries'],
    tools: ['psql', 'pgAdmin'],
    concepts: ['transactions', 'indexes', 'query plans', 'replication'],
  },
  {
    name: 'MongoDB',
    tag: 'Databases',
    motif: 'database',
    outcomes: ['Flexible Data Models', 'Scale Your Data'],
    tools: ['Mongoose', 'Atlas'],
    concepts: ['documents', 'aggregation', 'indexes', 'schema design'],
  },
  {
    name: 'Data Analysis',
    tag: 'Data',
    motif: 'chart',
    outcomes: ['Turn Data into Decisions', 'Tell Stories with Data'],
    tools: ['pandas', 'Excel', 'Jupyter'],
    concepts: ['cleaning', 'grouping', 'visualisation', 'statistics'],
  },
  {
    name: 'Data Visualization',
    tag: 'Data',
    motif: 'chart',
    outcomes: ['Charts People Understand', 'Interactive Dashboards'],
    tools: ['D3.js', 'Tableau', 'Power BI'],
    concepts: ['scales', 'colour', 'layout', 'storytelling'],
  },
  {
    name: 'Statistics',
    tag: 'Data',
    motif: 'chart',
    outcomes: ['Make Sense of Numbers', 'Confident Decisions'],
    tools: ['R', 'Python'],
    concepts: ['distributions', 'hypothesis tests', 'regression', 'sampling'],
  },
  {
    name: 'Machine Learning',
    tag: 'Machine Learning',
    motif: 'network',
    outcomes: ['Predictive Models', 'Models That Generalise'],
    tools: ['scikit-learn', 'XGBoost'],
    concepts: ['regression', 'classification', 'validation', 'features'],
  },
  {
    name: 'Deep Learning',
    tag: 'AI',
    motif: 'network',
    outcomes: ['Neural Networks from Scratch', 'Computer Vision Projects'],
    tools: ['PyTorch', 'TensorFlow'],
    concepts: ['backpropagation', 'CNNs', 'transformers', 'fine-tuning'],
  },
  {
    name: 'Generative AI',
    tag: 'AI',
    motif: 'network',
    outcomes: ['Build LLM Apps', 'Prompting That Works'],
    tools: ['LangChain', 'OpenAI API'],
    concepts: ['prompts', 'embeddings', 'retrieval', 'evaluation'],
  },
  {
    name: 'Docker',
    tag: 'DevOps',
    motif: 'containers',
    outcomes: ['Ship Apps Anywhere', 'Reproducible Environments'],
    tools: ['Compose', 'BuildKit'],
    concepts: ['images', 'volumes', 'networks', 'multi-stage builds'],
  },
  {
    name: 'Kubernetes',
    tag: 'DevOps',
    motif: 'containers',
    outcomes: ['Run Apps at Scale', 'Zero-Downtime Deployments'],
    tools: ['Helm', 'kubectl'],
    concepts: ['pods', 'services', 'ingress', 'autoscaling'],
  },
  {
    name: 'AWS',
    tag: 'Cloud',
    motif: 'server',
    outcomes: ['Cloud Architecture', 'Serverless Apps'],
    tools: ['Lambda', 'CDK', 'Terraform'],
    concepts: ['IAM', 'S3', 'EC2', 'networking'],
  },
  {
    name: 'Terraform',
    tag: 'Cloud',
    motif: 'containers',
    outcomes: ['Infrastructure as Code', 'Repeatable Cloud Setups'],
    tools: ['HCL', 'Terraform Cloud'],
    concepts: ['providers', 'state', 'modules', 'workspaces'],
  },
  {
    name: 'Linux',
    tag: 'Linux',
    motif: 'code',
    outcomes: ['Command Line Confidence', 'Server Administration'],
    tools: ['Bash', 'systemd'],
    concepts: ['the shell', 'permissions', 'processes', 'networking'],
  },
  {
    name: 'Git',
    tag: 'Git',
    motif: 'branches',
    outcomes: ['Version Control Done Right', 'Team Workflows'],
    tools: ['GitHub', 'GitLab'],
    concepts: ['branches', 'rebasing', 'pull requests', 'hooks'],
  },
  {
    name: 'Cybersecurity',
    tag: 'Security',
    motif: 'shield',
    outcomes: ['Defend Your Network', 'Secure Web Apps'],
    tools: ['Burp Suite', 'Wireshark'],
    concepts: ['threat modelling', 'XSS', 'authentication', 'encryption'],
  },
  {
    name: 'Ethical Hacking',
    tag: 'Security',
    motif: 'shield',
    outcomes: ['Think Like an Attacker', 'Penetration Testing'],
    tools: ['Kali Linux', 'Metasploit'],
    concepts: ['reconnaissance', 'exploitation', 'privilege escalation', 'reporting'],
  },
  {
    name: 'UI Design',
    tag: 'Design',
    motif: 'design',
    outcomes: ['Interfaces People Love', 'Design Systems'],
    tools: ['Figma', 'Penpot'],
    concepts: ['layout', 'typography', 'colour', 'components'],
  },
  {
    name: 'UX Research',
    tag: 'Design',
    motif: 'design',
    outcomes: ['Design with Evidence', 'User Interviews That Work'],
    tools: ['Maze', 'Miro'],
    concepts: ['interviews', 'usability tests', 'personas', 'journey maps'],
  },
  {
    name: 'Web Accessibility',
    tag: 'Accessibility',
    motif: 'design',
    outcomes: ['Inclusive Websites', 'WCAG in Practice'],
    tools: ['axe', 'screen readers'],
    concepts: ['semantics', 'keyboard access', 'contrast', 'ARIA'],
  },
  {
    name: 'Algorithms',
    tag: 'Algorithms',
    motif: 'tree',
    outcomes: ['Ace the Coding Interview', 'Think Like a Computer Scientist'],
    tools: ['Python', 'Java'],
    concepts: ['recursion', 'sorting', 'graphs', 'dynamic programming'],
  },
  {
    name: 'System Design',
    tag: 'Architecture',
    motif: 'server',
    outcomes: ['Design Scalable Systems', 'Architecture Interviews'],
    tools: ['Redis', 'Kafka'],
    concepts: ['caching', 'queues', 'sharding', 'consistency'],
  },
  {
    name: 'Product Management',
    tag: 'Business',
    motif: 'speech',
    outcomes: ['Ship the Right Thing', 'Roadmaps That Work'],
    tools: ['Jira', 'Notion'],
    concepts: ['discovery', 'prioritisation', 'metrics', 'stakeholders'],
  },
  {
    name: 'Technical Writing',
    tag: 'Soft Skills',
    motif: 'speech',
    outcomes: ['Docs People Read', 'Clear Communication'],
    tools: ['Markdown', 'Docusaurus'],
    concepts: ['audience', 'structure', 'examples', 'editing'],
  },
  {
    name: 'Excel',
    tag: 'Productivity',
    motif: 'chart',
    outcomes: ['Spreadsheets That Save Hours', 'Business Reporting'],
    tools: ['Power Query', 'PivotTables'],
    concepts: ['formulas', 'lookups', 'pivot tables', 'charts'],
  },
]

type TitleTemplate = (topic: Topic, random: Random) => string

/** Titles without a subtitle; pickTitle may add one from SUBTITLES. */
const SHORT_TITLES: readonly TitleTemplate[] = [
  (topic) => `${topic.name} for Beginners`,
  (topic) => `${topic.name} Crash Course`,
  (topic, random) => `The Complete ${topic.name} Bootcamp ${random.pick(['2025', '2026'])}`,
  (topic, random) => `${topic.name} for ${random.pick(AUDIENCES)}`,
  (topic, random) => `Hands-On ${topic.name} with ${random.pick(topic.tools)}`,
  (topic, random) => `${random.pick(topic.outcomes)} with ${topic.name}`,
  (topic, random) => `${topic.name} in ${random.int(5, 12)} Projects`,
  (topic, random) =>
    `${random.pick(['Modern', 'Professional', 'Real-World', 'Essential', 'Intermediate'])} ${topic.name}`,
]

/** Titles that already carry their own subtitle. */
const FULL_TITLES: readonly TitleTemplate[] = [
  (topic, random) => `Mastering ${topic.name}: ${random.pick(topic.outcomes)}`,
  (topic, random) => `Practical ${topic.name}: ${random.pick(topic.outcomes)}`,
  (topic, random) => `Advanced ${topic.name}: ${titleCase(random.pick(topic.concepts))} in Depth`,
  (topic, random) => `${topic.name} Fundamentals: ${random.pick(topic.outcomes)}`,
  (topic, random) => {
    const [first = '', second = ''] = random.sample(topic.concepts, 2)
    return `${topic.name}: ${titleCase(first)} and ${titleCase(second)}`
  },
]

const SUBTITLES = [
  'A Practical Guide',
  'From Zero to Hero',
  'Learn by Building',
  'Step by Step',
  'Beyond the Basics',
  'The Fast Track',
  'Core Skills for Your Career',
  'A Project-Based Course',
  'Best Practices and Patterns',
  'The Hands-On Guide',
  'Everything You Need to Start',
  'Real Projects, Real Skills',
  'Build Your Portfolio',
  'Tips, Tricks and Techniques',
  'The Weekend Course',
  'Get Job-Ready',
]

/** Told apart from an earlier course with the same title, as real catalogues do. */
const EDITIONS = [
  'Project Edition',
  'Workshop',
  'Masterclass',
  'Quick Start',
  'Deep Dive',
  'Study Guide',
  'Second Edition',
  'Interview Prep',
  'with Exercises',
  'Live Cohort Recording',
  'Third Edition',
  'Cheat Sheets Included',
]
const AUDIENCES = [
  'Beginners',
  'Busy Professionals',
  'Data Analysts',
  'Web Developers',
  'Students',
  'Career Changers',
  'Team Leads',
  'Designers',
]
const PRICES = [
  19.99, 24.99, 29.99, 34.99, 39.99, 44.99, 49.99, 54.99, 59.99, 69.99, 79.99, 89.99, 99.99, 119.99, 149.99,
]
const DISCOUNTS = [0, 0, 5, 10, 10, 15, 20, 25, 30, 35, 40, 50, 60]
const CHAPTER_TITLES = [
  'Getting Started',
  'Core Concepts',
  'Hands-On Practice',
  'Going Further',
  'Testing and Debugging',
  'Performance and Best Practices',
  'Real-World Project',
  'Next Steps',
]
const LECTURE_TITLES: readonly ((concept: string) => string)[] = [
  (concept) => `Introduction to ${concept}`,
  (concept) => `${capitalise(concept)} in practice`,
  (concept) => `Common mistakes with ${concept}`,
  (concept) => `Exercise: working with ${concept}`,
  (concept) => `A worked example of ${concept}`,
  (concept) => `${capitalise(concept)} explained`,
]

const FIRST_NAMES = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Kavya',
  'Neha',
  'Rahul',
  'Priya',
  'Omar',
  'Lena',
  'Mateo',
  'Yuki',
  'Amara',
  'Hannah',
  'Leo',
  'Sofia',
  'Noah',
  'Zara',
  'Ethan',
  'Mia',
  'Ravi',
  'Elena',
  'Jonas',
  'Ama',
  'Carlos',
]
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Banerjee',
  'Reddy',
  'Khan',
  'Fischer',
  'Garcia',
  'Tanaka',
  'Mensah',
  'Novak',
  'Silva',
  'Brown',
  'Dubois',
  'Kowalski',
  'Ahmed',
  'Larsen',
  'Chen',
  'Moreau',
  'Patel',
  'Hughes',
]

export type GeneratedPerson = { _id: string; name: string; email: string }
export type GeneratedEnrollment = { learnerId: string; date: string; rating?: number }
export type GeneratedCourse = {
  serial: number
  title: string
  educatorId: string
  price: number
  discount: number
  createdAt: string
  thumbnailKey: string
  description: string
  chapters: { title: string; lectures: { title: string; minutes: number; isPreviewFree: boolean; url: string }[] }[]
  enrollments: GeneratedEnrollment[]
}

const EDUCATOR_COUNT = 40
const LEARNER_COUNT = 300
const FIRST_DAY = Date.parse('2025-01-01T08:00:00.000Z')
const LAST_DAY = Date.parse('2026-10-31T20:00:00.000Z')
const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

function roundToMinute(time: number): number {
  return Math.round(time / MINUTE_MS) * MINUTE_MS
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const MINOR_WORDS = new Set(['a', 'and', 'in', 'of', 'the', 'with', 'for', 'to'])

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (index > 0 && MINOR_WORDS.has(word) ? word : capitalise(word)))
    .join(' ')
}

/** A generated person with a realistic name; `buyer`s are the learners of `--sales` (demo/seed.ts). */
export function person(kind: 'educator' | 'learner' | 'buyer', index: number): GeneratedPerson {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Alex'
  const last = LAST_NAMES[(index * 7 + Math.floor(index / FIRST_NAMES.length)) % LAST_NAMES.length] ?? 'Smith'
  const id = `user_gen_${kind}_${index + 1}`
  return {
    _id: id,
    name: `${first} ${last}`,
    email: `${first}.${last}.${kind[0]}${index + 1}@example.com`.toLowerCase(),
  }
}

export const GENERATED_EDUCATORS: readonly GeneratedPerson[] = Array.from({ length: EDUCATOR_COUNT }, (_, index) =>
  person('educator', index),
)
export const GENERATED_LEARNERS: readonly GeneratedPerson[] = Array.from({ length: LEARNER_COUNT }, (_, index) =>
  person('learner', index),
)

/** Thumbnail keys of generated courses: `g-<topic>-<palette>`, drawn on request by routes/assets.ts. */
export function generatedThumbnailArt(key: string): ThumbnailArt | null {
  const match = /^g-(\d{1,3})-(\d{1,2})$/.exec(key)
  if (!match) return null
  const topic = GENERATED_TOPICS[Number(match[1])]
  if (!topic) return null
  return { motif: topic.motif, palette: Number(match[2]), tag: topic.tag, headline: topic.name }
}

/** A title not used yet: a few fresh draws, then an edition label, then a volume number as the last resort. */
function pickTitle(topic: Topic, random: Random, used: Set<string>): string {
  let title = ''
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (random.chance(0.3)) {
      title = random.pick(FULL_TITLES)(topic, random)
    } else {
      title = random.pick(SHORT_TITLES)(topic, random)
      if (random.chance(0.6)) title = `${title}: ${random.pick(SUBTITLES)}`
    }
    if (!used.has(title)) return title
  }
  const edition = EDITIONS.map((label) => `${title} – ${label}`).find((candidate) => !used.has(candidate))
  if (edition) return edition
  let volume = 2
  while (used.has(`${title}, Volume ${volume}`)) volume += 1
  return `${title}, Volume ${volume}`
}

function generateCourse(serial: number, count: number, random: Random, usedTitles: Set<string>): GeneratedCourse {
  const topicIndex = random.int(0, GENERATED_TOPICS.length - 1)
  const topic = GENERATED_TOPICS[topicIndex]
  if (!topic) throw new Error(`No generated topic ${topicIndex}`)
  const title = pickTitle(topic, random, usedTitles)
  usedTitles.add(title)
  // Spread creation dates evenly over the demo period (with jitter) so the list reads chronologically.
  const created = roundToMinute(FIRST_DAY + ((LAST_DAY - FIRST_DAY) * (serial + random.next())) / (count + 1))
  const chapterCount = random.int(2, 5)
  let lectureNumber = 0
  const chapters = random.sample(CHAPTER_TITLES, chapterCount).map((chapterTitle, chapterIndex) => ({
    title: chapterIndex === 0 ? 'Getting Started' : chapterTitle,
    lectures: Array.from({ length: random.int(2, 5) }, (_, lectureIndex) => {
      lectureNumber += 1
      const concept = random.pick(topic.concepts)
      return {
        title: random.pick(LECTURE_TITLES)(concept),
        minutes: random.int(4, 32),
        isPreviewFree: chapterIndex === 0 && lectureIndex === 0 ? true : random.chance(0.08),
        url: youtubeUrl(youtubeId(random), lectureNumber % 2 === 0 ? 'short' : 'watch'),
      }
    }),
  }))
  const enrollments = random.sample(GENERATED_LEARNERS, random.int(0, 6)).map((learner): GeneratedEnrollment => {
    const bought = created + random.int(1, 120) * DAY_MS + random.int(-600, 600) * MINUTE_MS
    const date = new Date(Math.min(LAST_DAY, bought)).toISOString()
    const rating = random.chance(0.7) ? random.pick([3, 4, 4, 4, 5, 5, 5, 5]) : undefined
    return rating === undefined ? { learnerId: learner._id, date } : { learnerId: learner._id, date, rating }
  })
  enrollments.sort((a, b) => a.date.localeCompare(b.date))
  return {
    serial,
    title,
    educatorId: random.pick(GENERATED_EDUCATORS)._id,
    price: random.pick(PRICES),
    discount: random.pick(DISCOUNTS),
    createdAt: new Date(created).toISOString(),
    thumbnailKey: `g-${topicIndex}-${random.int(0, 13)}`,
    description: courseDescription({
      intro: `A ${random.pick(['practical', 'project-based', 'friendly', 'thorough'])} course on <strong>${topic.name}</strong>: ${random.pick(topic.outcomes).toLowerCase()}, one small step at a time.`,
      learn: random.sample(topic.concepts, 3).map((concept) => `How to use ${concept} with confidence`),
      audience: `${random.pick(AUDIENCES)} who want to get productive with ${topic.name} quickly.`,
      resource: {
        before: 'Each chapter links to',
        href: 'https://developer.mozilla.org/en-US/docs/Learn',
        text: 'free reading material',
        after: 'for going further.',
      },
    }),
    chapters,
    enrollments,
  }
}

/** `count` extra courses, identical on every run (same seed), with unique titles. */
export function generateExtraCourses(count: number): GeneratedCourse[] {
  const random = createRandom(0x5eed_c0de)
  const usedTitles = new Set<string>()
  return Array.from({ length: count }, (_, serial) => generateCourse(serial, count, random, usedTitles))
}
