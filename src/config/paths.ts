/**
 * Every route (docs/product.md#routes): `routes` holds the patterns for the route table, `paths` the
 * href builders. Components link with these, never with hand-built strings.
 */
export const routes = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  courseList: '/course-list',
  courseListSearch: '/course-list/:input',
  course: '/course/:id',
  myEnrollments: '/my-enrollments',
  player: '/player/:courseId',
  loading: '/loading/:path',
  certificate: '/certificate/:courseId',
  educator: '/educator',
  educatorAddCourse: 'add-course',
  educatorMyCourses: 'my-course',
  educatorStudentsEnrolled: 'students-enrolled',
} as const

const segment = (value: string) => encodeURIComponent(value)

export const paths = {
  home: () => '/',
  about: () => '/about',
  contact: () => '/contact',
  privacyPolicy: () => '/privacy-policy',
  /**
   * The search term is free text (docs/product.md#course-search: no emptiness check); it is encoded so
   * `/`, `?` and `#` stay literal.
   */
  courseList: (input?: string) => (input === undefined ? '/course-list' : `/course-list/${segment(input)}`),
  course: (id: string) => `/course/${segment(id)}`,
  myEnrollments: () => '/my-enrollments',
  player: (courseId: string) => `/player/${segment(courseId)}`,
  loading: (path: string) => `/loading/${path}`,
  certificate: (courseId: string) => `/certificate/${segment(courseId)}`,
  educator: {
    dashboard: () => '/educator',
    addCourse: () => '/educator/add-course',
    myCourses: () => '/educator/my-course',
    studentsEnrolled: () => '/educator/students-enrolled',
  },
} as const
