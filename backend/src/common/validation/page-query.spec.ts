import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { PageNumber, PageSize } from './page-query';

class Sample {
  @PageNumber(100) page?: number;
  @PageSize(20) limit?: number;
}

const problems = (query: Record<string, string>) =>
  validateSync(plainToInstance(Sample, query)).flatMap((error) => Object.values(error.constraints ?? {}));

describe('paging in a query string', () => {
  it('reads whole numbers within each bound, and allows leaving them out', () => {
    expect(plainToInstance(Sample, { page: ' 3 ', limit: '20' })).toEqual({ page: 3, limit: 20 });
    expect(problems({ page: '100', limit: '1' })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('names the field and its own bound in every message', () => {
    expect(problems({ page: '0' })).toEqual(['page must be at least 1']);
    expect(problems({ page: '101' })).toEqual(['page must be at most 100']);
    expect(problems({ limit: '21' })).toEqual(['limit must be at most 20']);
    expect(problems({ limit: '2.5' })).toEqual(['limit must be a whole number']);
    expect(problems({ page: 'two' })).toContain('page must be a whole number');
  });
});
