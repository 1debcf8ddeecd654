/**
 * The demo accounts offered by the local sign-in dialog. Exported so e2e specs and tests can sign in
 * as a known person (POST /local-auth/sign-in with `{ userId }` or `{ email }`) and know what to expect:
 * - learner: enrolled in three courses, one finished, one part-way, one not started; has rated one;
 * - educator: owns most of the catalogue, with completed purchases, earnings and a pending purchase;
 * - secondEducator: owns the rest, so a dashboard only counts its owner's courses;
 * - freshLearner: no enrollments, no progress, no ratings: the first-purchase path.
 */
export type DemoAccount = { _id: string; name: string; email: string; role?: 'educator' }

export const DEMO_ACCOUNTS = {
  learner: { _id: 'user_demo_learner', name: 'Rohan Mehta', email: 'rohan.mehta@example.com' },
  educator: {
    _id: 'user_demo_educator',
    name: 'Ananya Krishnan',
    email: 'ananya.krishnan@example.com',
    role: 'educator',
  },
  secondEducator: {
    _id: 'user_demo_educator_2',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    role: 'educator',
  },
  freshLearner: { _id: 'user_demo_fresh', name: 'Sara Lindqvist', email: 'sara.lindqvist@example.com' },
} as const satisfies Record<string, DemoAccount>

/**
 * Learners who are not offered in the sign-in dialog but fill the catalogue with enrollments,
 * ratings and purchases, so dashboards and student lists look like a live marketplace.
 */
export const BACKGROUND_LEARNERS: readonly DemoAccount[] = [
  { _id: 'user_bg_meera', name: 'Meera Nair', email: 'meera.nair@example.com' },
  { _id: 'user_bg_arjun', name: 'Arjun Kapoor', email: 'arjun.kapoor@example.com' },
  { _id: 'user_bg_lucas', name: 'Lucas Ferreira', email: 'lucas.ferreira@example.com' },
  { _id: 'user_bg_aisha', name: 'Aisha Rahman', email: 'aisha.rahman@example.com' },
  { _id: 'user_bg_kenji', name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' },
  { _id: 'user_bg_fatima', name: 'Fatima Zahra', email: 'fatima.zahra@example.com' },
  { _id: 'user_bg_tom', name: 'Tom Becker', email: 'tom.becker@example.com' },
  { _id: 'user_bg_isabella', name: 'Isabella Rossi', email: 'isabella.rossi@example.com' },
  { _id: 'user_bg_vikram', name: 'Vikram Singh', email: 'vikram.singh@example.com' },
  { _id: 'user_bg_chloe', name: 'Chloé Martin', email: 'chloe.martin@example.com' },
  { _id: 'user_bg_nadia', name: 'Nadia Petrova', email: 'nadia.petrova@example.com' },
  { _id: 'user_bg_samuel', name: 'Samuel Osei', email: 'samuel.osei@example.com' },
]
