import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { AdminCourse, AdminCourseDetail, AdminCoursesResponse, AdminModuleSummary } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { adminCourseKeys } from './admin-keys';
import { moveModule, reorderMutationOptions } from './admin-reorder-modules';
import { availabilityMutationOptions } from './admin-set-availability';

const course = (id: string, isAvailable: boolean): AdminCourse =>
  ({ id, title: id, isAvailable, enrolledCount: 0, moduleCount: 0 }) as AdminCourse;
const module = (id: string, order: number): AdminModuleSummary => ({ id, order, title: id }) as AdminModuleSummary;
const refused = () => Promise.reject(new ApiError(500, 'internal', 'Something went wrong'));

/** A promise and the functions that settle it, to look at the cache while a request is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Make Available / Make Unavailable', () => {
  const list = (queryClient: QueryClient) =>
    queryClient.getQueryData<AdminCoursesResponse>(adminCourseKeys.list())!.items.map((c) => [c.id, c.isAvailable]);

  it('shows the new state at once and keeps the server copy', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(adminCourseKeys.list(), { items: [course('a', false), course('b', false)] });
    const answer = deferred<AdminCourse>();
    const observer = new MutationObserver(queryClient, {
      ...availabilityMutationOptions(queryClient),
      mutationFn: () => answer.promise,
    });
    const running = observer.mutate({ courseId: 'a', isAvailable: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list(queryClient)).toEqual([
      ['a', true],
      ['b', false],
    ]);
    answer.resolve({ ...course('a', true), enrolledCount: 3 });
    await running;
    expect(queryClient.getQueryData<AdminCoursesResponse>(adminCourseKeys.list())!.items[0]!.enrolledCount).toBe(3);
  });

  it('puts the course back as it was when the server refuses', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(adminCourseKeys.list(), { items: [course('a', true), course('b', false)] });
    const observer = new MutationObserver(queryClient, {
      ...availabilityMutationOptions(queryClient),
      mutationFn: refused,
    });
    await expect(observer.mutate({ courseId: 'a', isAvailable: false })).rejects.toThrow();
    expect(list(queryClient)).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});

describe('module reorder', () => {
  const detail = (...modules: AdminModuleSummary[]) =>
    ({ course: course('c', true), modules, nextModuleOrder: modules.length }) as AdminCourseDetail;
  const order = (queryClient: QueryClient) =>
    queryClient.getQueryData<AdminCourseDetail>(adminCourseKeys.detail('c'))!.modules.map((m) => [m.id, m.order]);

  it('moves the dragged module onto the target place and numbers the orders 0…n−1', () => {
    const moved = moveModule([module('a', 0), module('b', 4), module('c', 9)], { moduleId: 'c', targetModuleId: 'a' });
    expect(moved.map((m) => [m.id, m.order])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    // Unknown ids change nothing.
    expect(moveModule([module('a', 0)], { moduleId: 'x', targetModuleId: 'a' }).map((m) => m.id)).toEqual(['a']);
  });

  it('reorders at once and rolls back when the server refuses', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(adminCourseKeys.detail('c'), detail(module('a', 0), module('b', 1), module('d', 2)));
    const answer = deferred<never>();
    const observer = new MutationObserver(queryClient, {
      ...reorderMutationOptions(queryClient),
      mutationFn: () => answer.promise,
    });
    const running = observer.mutate({ courseId: 'c', moduleId: 'b', targetModuleId: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order(queryClient)).toEqual([
      ['b', 0],
      ['a', 1],
      ['d', 2],
    ]);
    answer.reject(new ApiError(500, 'internal', 'Something went wrong'));
    await expect(running).rejects.toThrow();
    expect(order(queryClient)).toEqual([
      ['a', 0],
      ['b', 1],
      ['d', 2],
    ]);
  });
});
