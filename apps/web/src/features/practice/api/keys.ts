// The practice feature's query keys live in the shared key module (the dashboard's quick log refreshes them
// too); this file is where the feature takes them from.
export {
  focusAreaKeys,
  invalidatePracticeData,
  practiceKeys,
  type HistoryParams,
  type HistoryStatus,
  type RecentStatus,
} from '@/lib/query-keys';
