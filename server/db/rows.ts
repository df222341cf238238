/**
 * Rows of schema.sql that more than one module reads, declared once: each reader picks the
 * columns it selects (`Pick<AttitudeRow, …>`) instead of declaring the row again.
 */

/** A row of `attitudes`; `recommendations`, `studies` and `meta` hold JSON text. */
export interface AttitudeRow {
  id: string;
  model_version_id: number;
  keyword: string;
  description: string;
  explanation: string;
  content_icon_url: string;
  classification: string;
  ppp_classification: string;
  recommendations: string;
  studies: string;
  meta: string | null;
}
