// Chinese texts of ENS names in a list (namespace `ens`; see en.ts).
import type { en } from './en.js';

export const chs: Record<keyof typeof en, string> = {
  title: 'ENS 名称',
  where:
    '在以太坊上读取 {{chain}} 的地址：使用每个名称为 {{chain}} 设置的地址，绝不以其以太坊地址代替。读取到的地址会在规划转账时固定到该转账中。',
  notConfigured: '本站未配置 ENS（链设置中没有用于 ENS 的以太坊 RPC）：无法向名称付款。请改填地址。',
  reading: '正在以太坊上读取 ENS 名称：{{done}} / {{total}}……',
  readFailed: '无法在以太坊上读取 ENS 名称（{{detail}}）。',
  readAgain: '重新读取名称',
  line: '第 {{line}} 行：',
  pending: '：尚未读取',
  reverseMatches: '（其主名称为 {{name}}）',
  reverseOther: '（注意：该地址的主名称是 {{primary}}，而不是 {{name}}）',
  reverseNone: '（该地址没有主名称）',
  errInvalid: '：不是有效的 ENS 名称',
  errNoResolver: '：没有这个 ENS 名称（未注册或未设置解析器）',
  errNoChainAddress: '：没有 {{chain}} 的地址；其以太坊地址不会用于其他链',
  errRead: '：无法读取，请重新读取名称',
  more: '……另有 {{count}} 行使用名称。',
  runNames: '按 ENS 名称付款（规划转账时固定的地址）：',
  changedTitle: '现已指向其他地址的 ENS 名称',
  changedText:
    '签名前再次读取了这些名称：它们现在给出的地址与此转账中固定的地址不同。尚未签名。此转账向固定的地址付款；如需向新地址付款，请修改列表以重新规划。',
  changedLine: '第 {{line}} 行，{{name}}',
  changedFrozen: '转账中的地址（发送即向其付款）：',
  changedNow: '该名称现在给出的地址：',
  changedNone: '没有此链的地址',
  changedSend: '再次点击发送将向转账中的地址付款。',
};
