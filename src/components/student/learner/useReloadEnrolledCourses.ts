import { useCallback } from 'react'
import { useAppContext } from '../../../context/AppContext'

/** "Try again" for the enrolled courses: they wait for user data, so when that failed it is the one to read again. */
export function useReloadEnrolledCourses(): () => void {
  const { userState, fetchUserData, fetchUserEnrolledCourses } = useAppContext()
  return useCallback(() => {
    void (userState === 'error' ? fetchUserData() : fetchUserEnrolledCourses())
  }, [userState, fetchUserData, fetchUserEnrolledCourses])
}
