import { formatDate } from '../../../common/dates.ts';

/** A notice's Prague day ('YYYY-MM-DD') as "21. 11. 2026". */
export const noticeDate = (day: string) => formatDate(new Date(`${day}T12:00:00Z`));
