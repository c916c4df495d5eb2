// Why a BulkSend deploy or a proxy install did not finish, as a Tool text key and its values (shown in en and chs by
// `messageOf`), never as English message text.

/** The Tool's keys of a deploy's failures (chains/bulkSendDeploy). */
export type DeployErrorKey = 'deployNoCode' | 'proxyNoCode' | 'proxyRefused';

export class DeployError extends Error {
  override readonly name = 'DeployError';
  readonly messageKey: DeployErrorKey;
  readonly messageParams: Readonly<Record<string, string>>;

  constructor(messageKey: DeployErrorKey, messageParams: Readonly<Record<string, string>>, details: string) {
    super(details);
    this.messageKey = messageKey;
    this.messageParams = messageParams;
  }
}
