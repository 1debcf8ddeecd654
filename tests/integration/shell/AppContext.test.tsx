import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useAppContext } from '../../../src/context/AppContext'
import { server } from '../../mocks/server'
import { LEARNER, TEST_TOKEN, renderWithProviders } from '../../utils/render'

const course = (id: string, title: string) => ({ _id: id, courseTitle: title, coursePrice: 10 })

function Probe() {
  const app = useAppContext()
  return (
    <dl>
      <dt>courses</dt>
      <dd data-testid="courses">{`${app.allCourses.status}:${app.allCourses.data?.map((c) => c.courseTitle).join(',') ?? ''}`}</dd>
      <dt>user</dt>
      <dd data-testid="user">{`${app.userData.status}:${app.userData.data?.name ?? ''}`}</dd>
      <dt>enrolled</dt>
      <dd data-testid="enrolled">{`${app.enrolledCourses.status}:${app.enrolledCourses.data?.map((c) => c._id).join(',') ?? ''}`}</dd>
      <dt>educator</dt>
      <dd data-testid="educator">{String(app.isEducator)}</dd>
    </dl>
  )
}

test('the catalogue loads at start, without a token', async () => {
  const auth: Array<string | null> = []
  server.use(
    http.get('*/api/course/all', ({ request }) => {
      auth.push(request.headers.get('authorization'))
      return HttpResponse.json({ success: true, courses: [course('a', 'React'), course('b', 'Vue')] })
    }),
  )
  const userCalls: string[] = []
  server.use(http.get('*/api/user/*', ({ request }) => void userCalls.push(request.url)))
  renderWithProviders(<Probe />)
  await waitFor(() => expect(screen.getByTestId('courses')).toHaveTextContent('success:React,Vue'))
  expect(auth).toEqual([null])
  // Signed out, nobody's data is asked for.
  expect(screen.getByTestId('user')).toHaveTextContent('pending:')
  expect(userCalls).toEqual([])
})

test('signed in, user data loads with the bearer token, then enrolled courses newest first', async () => {
  const order: string[] = []
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })),
    http.get('*/api/user/data', ({ request }) => {
      order.push(`user ${request.headers.get('authorization')}`)
      return HttpResponse.json({
        success: true,
        user: { _id: 'u1', name: 'Asha', imageUrl: '', enrolledCourses: ['a', 'b'] },
      })
    }),
    http.get('*/api/user/data/enrolled-courses', ({ request }) => {
      order.push(`enrolled ${request.headers.get('authorization')}`)
      return HttpResponse.json({
        success: true,
        enrolledCourses: [course('a', 'First'), course('b', 'Second'), course('c', 'Third')],
      })
    }),
  )
  renderWithProviders(<Probe />, { auth: { user: { role: 'learner' } } })
  await waitFor(() => expect(screen.getByTestId('enrolled')).toHaveTextContent('success:c,b,a'))
  expect(screen.getByTestId('user')).toHaveTextContent('success:Asha')
  expect(order).toEqual([`user Bearer ${TEST_TOKEN}`, `enrolled Bearer ${TEST_TOKEN}`])
  expect(screen.getByTestId('educator')).toHaveTextContent('false')
})

test('the educator flag follows the provider role', async () => {
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })),
    http.get('*/api/user/data', () =>
      HttpResponse.json({ success: true, user: { _id: 'u1', name: 'Ananya', imageUrl: '', enrolledCourses: [] } }),
    ),
    http.get('*/api/user/data/enrolled-courses', () => HttpResponse.json({ success: true, enrolledCourses: [] })),
  )
  renderWithProviders(<Probe />, { auth: { user: { role: 'educator' } } })
  expect(screen.getByTestId('educator')).toHaveTextContent('true')
  await waitFor(() => expect(screen.getByTestId('enrolled')).toHaveTextContent('success:'))
})

test('when user data fails, enrolled courses report the failure instead of loading forever', async () => {
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })),
    http.get('*/api/user/data', () => HttpResponse.json({ success: false, message: 'User Not Found' })),
  )
  renderWithProviders(<Probe />, { auth: { user: {} } })
  await waitFor(() => expect(screen.getByTestId('enrolled')).toHaveTextContent('error:'))
  expect(await screen.findByText('User Not Found')).toBeInTheDocument()
})

test('a failed catalogue load shows one error toast with the server message', async () => {
  server.use(http.get('*/api/course/all', () => HttpResponse.json({ success: false, message: 'Catalogue offline' })))
  renderWithProviders(<Probe />)
  await waitFor(() => expect(screen.getByTestId('courses')).toHaveTextContent('error:'))
  expect(await screen.findAllByText('Catalogue offline')).toHaveLength(1)
})

test('a failed background refetch keeps the catalogue already shown', async () => {
  let calls = 0
  server.use(
    http.get('*/api/course/all', () => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ success: true, courses: [course('a', 'React')] })
        : HttpResponse.json({ success: false, message: 'Try later' })
    }),
  )
  const { queryClient } = renderWithProviders(<Probe />)
  await waitFor(() => expect(screen.getByTestId('courses')).toHaveTextContent('success:React'))
  await act(() => queryClient.refetchQueries({ queryKey: ['courses'] }))
  expect(await screen.findByText('Try later')).toBeInTheDocument()
  expect(screen.getByTestId('courses')).toHaveTextContent('success:React')
})

test("signing out drops the previous learner's cached data, so the next person never sees it", async () => {
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })),
    http.get('*/api/user/data', () =>
      HttpResponse.json({ success: true, user: { _id: 'u1', name: 'Asha', imageUrl: '', enrolledCourses: ['a'] } }),
    ),
    http.get('*/api/user/data/enrolled-courses', () =>
      HttpResponse.json({ success: true, enrolledCourses: [course('a', 'Private course')] }),
    ),
  )
  const { queryClient, setAuth } = renderWithProviders(<Probe />, { auth: { user: {} } })
  await waitFor(() => expect(screen.getByTestId('enrolled')).toHaveTextContent('success:a'))
  const cachedFor = (userId: string) => queryClient.getQueryCache().findAll({ queryKey: ['me', userId] })
  expect(cachedFor(LEARNER.id).length).toBeGreaterThan(0)

  setAuth({ user: null })
  await waitFor(() => expect(cachedFor(LEARNER.id)).toEqual([]))
  expect(screen.getByTestId('enrolled')).toHaveTextContent('pending:')
})
