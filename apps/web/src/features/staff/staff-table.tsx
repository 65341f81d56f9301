// A table of the staff screens (a claim's lines, an order's articles, a picking list's aisle or gifts): a caption, a
// header row and one row per item. Three columns at most, so that it fits a 320 px screen.
import type { ReactNode } from "react";
import staffStyles from "./staff-screens.module.css";

type Props = {
  caption: ReactNode;
  /** How the caption shows: read aloud only (`visually-hidden`), or as an aisle's title. */
  captionClassName: string | undefined;
  columns: readonly string[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
};

export function StaffTable({ caption, captionClassName, columns, rows }: Props) {
  return (
    <table className={staffStyles.actions}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
