// The courses feature's public surface: the Admin Dashboard (features/admin) shows the Courses tab from here.
export { AdminCoursesTab } from './components/admin/AdminCoursesTab';
export { coursesQueryOptions } from './api/courses';
