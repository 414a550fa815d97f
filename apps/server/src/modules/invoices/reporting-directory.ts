import { AppError } from '../../errors.js';
import type { ZatcaEnvironment } from './stamp-settings.repository.js';
import {
  ReportingUnavailable,
  ZATCA_BASE_URLS,
  ZatcaReportingApi,
  type ZatcaReporting,
} from './zatca-reporting.js';

export interface ReportingDirectoryOptions {
  /** The stand-in is mounted on this server (never in production). */
  localStandIn: boolean;
  /** Its API on this very server, once the server listens. */
  localApiUrl: () => string | null;
}

/** Which ZATCA a company's stamp reports to. */
export class ReportingDirectory {
  constructor(private readonly options: ReportingDirectoryOptions) {}

  get localAvailable(): boolean {
    return this.options.localStandIn;
  }

  reportingFor(environment: ZatcaEnvironment): ZatcaReporting {
    if (environment !== 'local') return new ZatcaReportingApi(ZATCA_BASE_URLS[environment]);
    // A production server never mounts the stand-in: a stamp naming it cannot report.
    if (!this.options.localStandIn) throw new AppError('FORBIDDEN');
    const baseUrl = this.options.localApiUrl();
    if (!baseUrl) throw new ReportingUnavailable('the local ZATCA stand-in is not listening yet');
    return new ZatcaReportingApi(baseUrl);
  }
}
