import type { FormDefinition } from '../types.ts';
import { admissionFee } from './admission-fee.ts';
import { buildingOpinion } from './building-opinion.ts';
import { citizenWelcoming } from './citizen-welcoming.ts';
import { constructionClosureException } from './construction-closure-exception.ts';
import { constructionWorksNotice } from './construction-works-notice.ts';
import { daycareApplication } from './daycare-application.ts';
import { dogDeregistrationFee } from './dog-deregistration-fee.ts';
import { dogRegistration } from './dog-registration.ts';
import { easementsAndLand } from './easements-and-land.ts';
import { feePaymentDeclaration } from './fee-payment-declaration.ts';
import { graveLeaseRequest } from './grave-lease-request.ts';
import { graveLeaseTermination } from './grave-lease-termination.ts';
import { graveLeaseTransfer } from './grave-lease-transfer.ts';
import { labourMarketSupportConfirmation } from './labour-market-support-confirmation.ts';
import { otherRequest } from './other-request.ts';
import { permanentResidenceCancellation } from './permanent-residence-cancellation.ts';
import { roadConnection } from './road-connection.ts';
import { sewerConnectionStatement } from './sewer-connection-statement.ts';
import { socialSecurityConfirmation } from './social-security-confirmation.ts';
import { specialUseFee } from './special-use-fee.ts';
import { stayFee } from './stay-fee.ts';
import { subsidyRequest } from './subsidy-request.ts';
import { subsidySettlement } from './subsidy-settlement.ts';
import { treeFellingPermit } from './tree-felling-permit.ts';
import { wasteFee } from './waste-fee.ts';
import { zoningChange } from './zoning-change.ts';

/** Every online request form, in the order of the forms list. */
export const formDefinitions: readonly FormDefinition[] = [
  stayFee,
  wasteFee,
  dogRegistration,
  dogDeregistrationFee,
  admissionFee,
  otherRequest,
  specialUseFee,
  daycareApplication,
  easementsAndLand,
  subsidySettlement,
  subsidyRequest,
  socialSecurityConfirmation,
  treeFellingPermit,
  roadConnection,
  graveLeaseRequest,
  graveLeaseTermination,
  buildingOpinion,
  sewerConnectionStatement,
  zoningChange,
  permanentResidenceCancellation,
  citizenWelcoming,
  graveLeaseTransfer,
  constructionWorksNotice,
  feePaymentDeclaration,
  labourMarketSupportConfirmation,
  constructionClosureException,
];
