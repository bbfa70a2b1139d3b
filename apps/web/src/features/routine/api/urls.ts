/** /api/routines/{id}, or a path below it: routineUrl(id, 'phases', phaseId, 'complete'). */
export function routineUrl(routineId: string, ...rest: string[]): string {
  return ['/api/routines', routineId, ...rest]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}
