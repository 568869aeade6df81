import { addLine } from './import-jobs.js';

describe('addLine', () => {
  it('keeps the lines done as sorted ranges, merging neighbours in whatever order lines finish', () => {
    const ranges: Array<[number, number]> = [];
    for (const line of [5, 2, 3, 9, 4, 10, 7]) addLine(ranges, line);
    expect(ranges).toEqual([
      [2, 5],
      [7, 7],
      [9, 10],
    ]);
    addLine(ranges, 8);
    addLine(ranges, 6);
    addLine(ranges, 6);
    expect(ranges).toEqual([[2, 10]]);
    addLine(ranges, 1);
    addLine(ranges, 40);
    expect(ranges).toEqual([
      [1, 10],
      [40, 40],
    ]);
  });
});
