// The Tool page: breadcrumb, a side list (Wallet EVM/Aptos, Transfer in batches POLYGON) and the chosen tool.
import { lazy, Suspense, useState } from 'react';
import { loadPendingChinese } from '../../i18n/loadPendingChinese.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import '../../site/blocks/section.css';
import { NetworkPrompt, WalletNoticeBanner } from '../wallet/index.js';
import './registerToolMessages.js';
import './tool.css';
import { WalletGenerator } from './generator/WalletGenerator.js';
import { SafeAppNotice } from './safeApp/SafeAppNotice.js';
import { useSafeApp } from './safeApp/useSafeApp.js';
import { useLeaveGuard } from './useLeaveGuard.js';
import { useToolText } from './useToolText.js';

type ToolName = 'wallet' | 'transfer';

// The batch transfer brings ethers, the contract bindings and its texts (the `transfer` namespace): it loads when the
// visitor turns to it (or points at it), so the generator, the tool most open first, is on screen sooner. In a Chinese
// visit the transfer's Chinese is fetched before it renders, as lazyPage does for a page.
const loadBatchTransfer = () =>
  import('./transfer/BatchTransfer.js').then(async (module) => {
    await loadPendingChinese();
    return module;
  });
const BatchTransfer = lazy(async () => ({ default: (await loadBatchTransfer()).BatchTransfer }));

export function ToolPage() {
  const t = useToolText();
  const [tool, setTool] = useState<ToolName>('wallet');
  useLeaveGuard();
  // Inside Safe{Wallet} (framed, and the parent answers): the Tool pays as the Safe.
  const safe = useSafeApp();
  const items: { name: ToolName; label: string; tag: string }[] = [
    { name: 'wallet', label: t('sideWallet'), tag: t('sideWalletLabel') },
    { name: 'transfer', label: t('sideTransfer'), tag: t('sideTransferLabel') },
  ];
  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <section className="site-section">
        <div className="container tool-layout">
          <nav className="tool-side" aria-label={t('toolsNav')}>
            <ul>
              {items.map((item) => (
                <li key={item.name}>
                  <button
                    type="button"
                    className={`tool-side-item${tool === item.name ? ' is-active' : ''}`}
                    aria-current={tool === item.name ? 'page' : undefined}
                    onClick={() => setTool(item.name)}
                    onPointerEnter={item.name === 'transfer' ? () => void loadBatchTransfer() : undefined}
                    onFocus={item.name === 'transfer' ? () => void loadBatchTransfer() : undefined}
                  >
                    <span>{item.label}</span>
                    <span className="tool-tag">{item.tag}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="tool-main">
            <WalletNoticeBanner />
            <NetworkPrompt />
            {safe ? <SafeAppNotice safe={safe} /> : null}
            {tool === 'wallet' ? (
              <WalletGenerator onUseAsRecipients={() => setTool('transfer')} />
            ) : (
              <Suspense fallback={<section className="tool-panel" aria-busy="true" />}>
                <BatchTransfer />
              </Suspense>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
