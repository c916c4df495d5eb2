// Simplified Chinese texts of the connect button, the Connect modal and the network prompt.
import type { en } from './en.js';

export const chs: Record<keyof typeof en, string> = {
  connect: '连接钱包',
  connectTitle: '连接钱包',
  connectedTitle: '我的钱包',
  close: '关闭',
  metaMask: '{{metaMask}}',
  trustWallet: '{{trustWallet}}',
  walletConnect: '{{walletConnect}}',
  comingSoon: '即将支持',
  chooseWallet: '请选择要连接的钱包。连接后需签署一条简短消息完成登录，不产生任何费用。',
  connectedAs: '当前地址',
  accountLabel: '已连接钱包 {{address}}，打开钱包菜单',
  signedIn: '已登录',
  notSignedIn: '未登录',
  signIn: '登录',
  signingIn: '请在钱包中签名…',
  connecting: '请在钱包中确认…',
  disconnect: '断开连接',
  balance: '余额',
  wrongNetwork: '您的钱包当前在 {{current}}，本工具运行在 {{network}}。',
  wrongNetworkUnknown: '您的钱包当前连接的是未知网络，本工具运行在 {{network}}。',
  switchNetwork: '切换到 {{network}}',
  dismiss: '关闭',
};
