import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/Spinner';
import { GuestOnly, RequireAuth, RequireSuperadmin } from './guards';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Every route module exports `Component`; it is loaded on first visit. */
type RouteModule = () => Promise<{ Component: ComponentType }>;

const page = (path: string, load: RouteModule): RouteObject => ({ path, lazy: load });

/**
 * THE route table. Three areas:
 * public (anyone; /login and /register only for signed-out visitors), protected (signed-in users)
 * and admin (superadmins; any /admin path sends anyone else to /).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => <PageSpinner />,
    children: [
      // ── Public ──────────────────────────────────────────────────────────────
      {
        Component: PublicLayout,
        children: [
          {
            Component: GuestOnly,
            children: [
              page('/login', () => import('@/features/auth/routes/LoginRoute')),
              page('/register', () => import('@/features/auth/routes/RegisterRoute')),
            ],
          },
          page('/reset-password', () => import('@/features/auth/routes/ResetPasswordRoute')),
          page('/update-password', () => import('@/features/auth/routes/UpdatePasswordRoute')),
          page('/reminders/off', () => import('@/features/reminders/routes/ReminderOffRoute')),
          page('/privacy-policy', () => import('@/features/legal/routes/PrivacyPolicyRoute')),
          page('/terms-of-service', () => import('@/features/legal/routes/TermsOfServiceRoute')),
        ],
      },

      // ── Protected ───────────────────────────────────────────────────────────
      {
        Component: RequireAuth,
        children: [
          {
            // The signed-in frame is loaded with the page it frames (in parallel): the sign-in page does without it.
            lazy: () => import('./layout/AppShell'),
            children: [
              { index: true, lazy: () => import('@/features/dashboard/routes/DashboardRoute') },
              page('/practice', () => import('@/features/practice/routes/PracticeLogRoute')),
              page('/practice/history', () => import('@/features/practice/routes/PracticeHistoryRoute')),
              page('/goals', () => import('@/features/goals/routes/GoalsRoute')),
              page('/routine', () => import('@/features/routine/routes/RoutineRoute')),
              page('/practice-materials', () => import('@/features/practice-materials/routes/PracticeMaterialsRoute')),

              page('/courses', () => import('@/features/courses/routes/CoursesRoute')),
              page('/courses/:courseId', () => import('@/features/courses/routes/CourseDetailRoute')),
              page('/courses/:courseId/modules/:moduleId', () => import('@/features/courses/routes/ModuleRoute')),

              // The library section navigation frames every /library page.
              {
                lazy: () => import('@/features/library/routes/LibraryLayoutRoute'),
                children: [
                  page('/library', () => import('@/features/library/routes/LibraryRoute')),
                  page('/library/articles', () => import('@/features/library/routes/ArticlesRoute')),
                  page('/library/articles/:id', () => import('@/features/library/routes/ArticleRoute')),
                  page('/library/videos', () => import('@/features/library/routes/VideosRoute')),
                  page('/library/videos/:id', () => import('@/features/library/routes/VideoRoute')),
                  page('/library/exercises', () => import('@/features/library/routes/ExercisesRoute')),
                  page('/library/exercises/:id', () => import('@/features/library/routes/ExerciseRoute')),
                  page('/library/repertoire', () => import('@/features/library/routes/RepertoireListRoute')),
                  page('/library/repertoire/:id', () => import('@/features/library/routes/RepertoireRoute')),
                  page('/library/jam-tracks', () => import('@/features/library/routes/JamTracksRoute')),
                  page('/library/jam-tracks/:id', () => import('@/features/library/routes/JamTrackRoute')),
                  page('/library/circle-of-notes', () => import('@/features/tools/routes/CircleOfNotesRoute')),
                  page('/library/interactive-fretboard', () => import('@/features/tools/routes/FretboardRoute')),
                  page('/library/sine-wave-playground', () => import('@/features/tools/routes/SineWaveRoute')),
                  page('/library/tuner', () => import('@/features/tuner/routes/TunerRoute')),
                  page('/library/chords', () => import('@/features/chords/routes/ChordsRoute')),
                  page('/library/chord-changes', () => import('@/features/practice-room/routes/ChordChangesRoute')),
                  page('/library/metronome', () => import('@/features/metronome/routes/MetronomeRoute')),
                ],
              },

              page('/games', () => import('@/features/games/routes/GamesRoute')),
              page('/games/interval-organizer', () => import('@/features/games/routes/IntervalOrganizerRoute')),
              page('/games/triad-matcher', () => import('@/features/games/routes/TriadMatcherRoute')),

              page('/achievements', () => import('@/features/achievements/routes/AchievementsRoute')),
              page('/level-guide', () => import('@/features/xp/routes/LevelGuideRoute')),
              page('/level-guide/xp-history', () => import('@/features/xp/routes/XpHistoryRoute')),
              page('/leaderboard', () => import('@/features/leaderboard/routes/LeaderboardRoute')),

              page('/calendar', () => import('@/features/calendar/routes/CalendarRoute')),
              page('/calendar/manage', () => import('@/features/calendar/routes/ManageEventsRoute')),
              page('/calendar/create', () => import('@/features/calendar/routes/CreateEventRoute')),
              page('/calendar/edit/:id', () => import('@/features/calendar/routes/EditEventRoute')),

              page('/profile', () => import('@/features/profile/routes/ProfileRoute')),
              page('/stats', () => import('@/features/stats/routes/StatsRoute')),
              page('/session-summaries', () => import('@/features/summaries/routes/SessionSummariesRoute')),
              page('/help', () => import('@/features/help/routes/HelpRoute')),
              page('/private-lessons', () => import('@/features/dashboard/routes/PrivateLessonsRoute')),

              // ── Admin ───────────────────────────────────────────────────────
              {
                path: '/admin',
                Component: RequireSuperadmin,
                children: [
                  { index: true, lazy: () => import('@/features/admin/routes/AdminDashboardRoute') },
                  page('users/:userId', () => import('@/features/admin/routes/AdminUserRoute')),
                  page(
                    'create-session-summary/:userId',
                    () => import('@/features/summaries/routes/CreateSessionSummaryRoute'),
                  ),
                  page('library', () => import('@/features/library/routes/AdminLibraryRoute')),
                  page('library/articles/create', () => import('@/features/library/routes/AdminArticleFormRoute')),
                  page('library/videos/create', () => import('@/features/library/routes/AdminVideoFormRoute')),
                  page('library/exercises/create', () => import('@/features/library/routes/AdminExerciseFormRoute')),
                  page('library/jam-tracks/create', () => import('@/features/library/routes/AdminJamTrackFormRoute')),
                  page('library/repertoire/create', () => import('@/features/library/routes/AdminRepertoireFormRoute')),
                  page('uploads', () => import('@/features/storage/routes/UploadsRoute')),
                  page('files', () => import('@/features/storage/routes/FilesRoute')),
                  page('achievements', () => import('@/features/achievements/routes/AdminAchievementsRoute')),
                  page('courses/create', () => import('@/features/courses/routes/AdminCourseCreateRoute')),
                  page('courses/:courseId/edit', () => import('@/features/courses/routes/AdminCourseEditRoute')),
                  page('courses/:courseId/modules', () => import('@/features/courses/routes/AdminModulesRoute')),
                  page(
                    'courses/:courseId/modules/create',
                    () => import('@/features/courses/routes/AdminModuleCreateRoute'),
                  ),
                  page(
                    'courses/:courseId/modules/:moduleId/edit',
                    () => import('@/features/courses/routes/AdminModuleEditRoute'),
                  ),
                  page('settings', () => import('@/features/admin/routes/SiteSettingsRoute')),
                  page('faculty', () => import('@/features/summaries/routes/FacultyRoute')),
                  // Unknown /admin paths stay behind the superadmin check.
                  page('*', () => import('./routes/AdminNotFoundRoute')),
                ],
              },
            ],
          },
        ],
      },

      // ── Anything else ───────────────────────────────────────────────────────
      page('*', () => import('./routes/NotFoundRoute')),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
