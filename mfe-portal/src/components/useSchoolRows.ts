import { useQuery } from '@tanstack/react-query';
import { peopleFiguresQuery } from '../api/figures.js';
import { myOrganizationQuery } from '../api/organization.js';
import { schoolRows } from './schoolFigures.js';

/** The district, its schools and their figures, from GET /api/org and GET /api/org/figures/people. */
export function useSchoolRows() {
  const district = useQuery(myOrganizationQuery);
  const figures = useQuery(peopleFiguresQuery);
  return {
    district: district.data,
    computedAt: figures.data?.computedAt,
    rows: district.data && figures.data ? schoolRows(district.data, figures.data) : undefined,
    isPending: district.isPending || figures.isPending,
    isError: district.isError || figures.isError,
    retry: () => {
      if (district.isError) void district.refetch();
      if (figures.isError) void figures.refetch();
    },
  };
}
