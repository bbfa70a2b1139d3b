import { describe, expect, expectTypeOf, it } from 'vitest';
import { CONTENT_TYPES, type ContentType } from '../library/index.ts';
import { FILE_USAGE_KINDS, type FileUsageKind } from './schemas.ts';

describe('FILE_USAGE_KINDS', () => {
  it("starts with the library's content types, in their order", () => {
    expect(FILE_USAGE_KINDS.slice(0, CONTENT_TYPES.length)).toEqual(CONTENT_TYPES);
    expectTypeOf<ContentType>().toExtend<FileUsageKind>();
  });
});
