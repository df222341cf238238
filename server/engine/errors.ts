/** The configuration id is not in the database (callers answer 400/404). */
export class UnknownConfigurationError extends Error {
  constructor(readonly configurationId: string) {
    super(`Unknown configuration ${configurationId}`);
    this.name = 'UnknownConfigurationError';
  }
}

/** The report id is not in the database, or the report has no configuration. */
export class UnknownReportError extends Error {
  constructor(readonly reportId: string) {
    super(`Unknown report ${reportId}`);
    this.name = 'UnknownReportError';
  }
}

/** A filter names a filterable that does not belong to the configuration's dataset. */
export class UnknownFilterableError extends Error {
  constructor(readonly filterableId: string) {
    super(`Filterable ${filterableId} does not belong to this dataset`);
    this.name = 'UnknownFilterableError';
  }
}

/** Stored rows contradict the schema's invariants (e.g. a rating blob of the wrong length). */
export class DatasetCorruptError extends Error {
  constructor(datasetId: string, detail: string) {
    super(`Dataset ${datasetId} is corrupt: ${detail}`);
    this.name = 'DatasetCorruptError';
  }
}
