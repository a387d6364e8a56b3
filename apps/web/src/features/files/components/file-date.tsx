// A file date in Eastern time that wraps between the day and the time only (narrow screens).
import { fileDateParts } from '../format-file-date.ts';

export function FileDate({ epochMillis, prefix }: { epochMillis: string; prefix?: string }) {
  const [date, time] = fileDateParts(epochMillis);
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>
        {prefix ? `${prefix} ` : ''}
        {date},
      </span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </>
  );
}
