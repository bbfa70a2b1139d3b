// The goals feature's query keys live in the shared key module (the tempo log refreshes them); this file is where
// the feature takes them from.
export { goalsKeys } from '@/lib/query-keys';
