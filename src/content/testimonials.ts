import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import elenaImage from '../assets/testimonials/avatar-elena.svg'
import marcusImage from '../assets/testimonials/avatar-marcus.svg'
import priyaImage from '../assets/testimonials/avatar-priya.svg'

/**
 * The home page's static testimonials (docs/product.md#home). The site's own copy: each role and quote is a message,
 * translated where it is shown; the names are people's and stay as they are.
 */
export type Testimonial = {
  name: string
  role: MessageDescriptor
  image: string
  rating: number
  feedback: MessageDescriptor
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    role: msg`Frontend Developer at Northwind Labs`,
    image: priyaImage,
    rating: 4.5,
    feedback: msg`The video lectures are short and to the point, and the quizzes after each chapter made sure I had really understood the material before moving on. I rebuilt our design system after the React course.`,
  },
  {
    name: 'Marcus Bennett',
    role: msg`Data Analyst at Brightpath Analytics`,
    image: marcusImage,
    rating: 5,
    feedback: msg`Progress tracking kept me honest: I could see exactly where I stopped and pick up on my phone during the commute. The certificate I earned helped me move into my current role.`,
  },
  {
    name: 'Elena Rossi',
    role: msg`Product Designer at Copperleaf Studio`,
    image: elenaImage,
    rating: 4,
    feedback: msg`Clear video lectures, practical quizzes and a certificate at the end that my manager actually recognised. Seeing my progress chapter by chapter made a busy schedule feel manageable.`,
  },
]
