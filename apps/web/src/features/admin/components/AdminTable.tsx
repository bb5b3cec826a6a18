import { Table } from "@mantine/core";
import type { ReactNode } from "react";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface AdminTableProps<Row> {
  rows: Row[];
  columns: Column<Row>[];
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  /** The table's name: a label, or the id of the heading that names it. */
  name: { label: string } | { labelledBy: string };
}

/** One admin list as a striped table, a row per item and a cell per column. */
export function AdminTable<Row extends { id: string }>({
  rows,
  columns,
  minWidth,
  name,
}: AdminTableProps<Row>) {
  const naming =
    "label" in name ? { "aria-label": name.label } : { "aria-labelledby": name.labelledBy };
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover {...naming}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
