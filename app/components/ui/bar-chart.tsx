import styles from './bar-chart.module.css';
import { ScrollTable } from './sticky-table.tsx';

/**
 * A bar chart in plain SVG with its data as a table beside it: the table is what a screen reader
 * reads (the drawing is hidden from it), and what anyone can copy.
 */
export function BarChart({
  caption,
  rowHeading,
  rows,
  columns,
  plot,
}: {
  caption: string;
  /** What the rows are: Měsíc, Odbor, Služba. */
  rowHeading: string;
  /** The row's label, then its values in the order of `columns`. */
  rows: { label: string; values: (number | null)[] }[];
  /** The columns' headings; each value is formatted by its column. */
  columns: { heading: string; format?: (value: number) => string }[];
  /** Which column the bars draw. */
  plot: number;
}) {
  const max = Math.max(1, ...rows.map((r) => r.values[plot] ?? 0));
  const bar = 24;
  const height = rows.length * (bar + 8);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <div className={styles.layout}>
        <svg
          className={styles.chart}
          viewBox={`0 0 400 ${height}`}
          width="400"
          height={height}
          aria-hidden="true"
          focusable="false"
        >
          {rows.map((r, i) => {
            const value = r.values[plot] ?? 0;
            const width = (value / max) * 250;
            const y = i * (bar + 8);
            return (
              <g key={r.label}>
                <text x="0" y={y + bar * 0.7} className={styles.label}>
                  {r.label.length > 18 ? `${r.label.slice(0, 17)}…` : r.label}
                </text>
                <rect x="140" y={y} width={width} height={bar} className={styles.bar} />
                <text x={144 + width} y={y + bar * 0.7} className={styles.value}>
                  {columns[plot]?.format ? columns[plot].format(value) : value}
                </text>
              </g>
            );
          })}
        </svg>
        <ScrollTable caption={`${caption}: data`} captionHidden>
          <thead>
            <tr>
              <th scope="col">{rowHeading}</th>
              {columns.map((c) => (
                <th key={c.heading} scope="col" className="numeric">
                  {c.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                {columns.map((column, i) => {
                  const v = r.values[i] ?? null;
                  return (
                    <td key={column.heading} className="numeric">
                      {v === null ? '—' : column.format ? column.format(v) : v}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
    </figure>
  );
}
