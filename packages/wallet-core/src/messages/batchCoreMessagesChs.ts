// batch-core's error texts in Simplified Chinese (its English ones ship with it, in `batchCoreMessages`): they reach a
// member through `userMessageOf` and the site's `walletCore` namespace as `batchCore_<key>`.
import type { BatchCoreMessageKey } from '@fanout/batch-core';

export const batchCoreMessagesChs: Readonly<Record<BatchCoreMessageKey, string>> = {
  BATCH_CORE_ERROR: '输入被拒绝',
  INVALID_ADDRESS: '地址无效：{{address}}',
  BAD_CHECKSUM: '地址无效：{{address}} 未通过校验和检查（可能输错了一个字符）',
  ZERO_ADDRESS: '零地址不能接收代币',
  INVALID_AMOUNT: '金额“{{value}}”不是普通的十进制数',
  AMOUNT_NEGATIVE: '金额“{{value}}”为负数；金额必须大于零',
  AMOUNT_EXPONENT: '金额“{{value}}”使用了指数形式；请完整写出数字（1000000，而不是 1e6）',
  AMOUNT_SEPARATOR: '金额“{{value}}”含有分隔符；请不要使用千位分隔符，并以“.”作小数点',
  TOO_MANY_DECIMALS: '金额“{{value}}”的小数位超过 {{decimals}} 位，即该代币允许的最大位数',
  TOO_MANY_DIGITS: '金额“{{value}}”超过 {{max}} 位数字',
  TOKEN_ID_MISSING: '缺少代币 ID',
  INVALID_TOKEN_ID: '代币 ID“{{value}}”不是整数：请只用数字，或 0x 加十六进制数字',
  TOKEN_ID_NEGATIVE: '代币 ID“{{value}}”为负数；代币 ID 不会是负数',
  TOKEN_ID_EXPONENT: '代币 ID“{{value}}”以指数形式书写，数字已丢失：请将该列设为文本格式后重新导出',
  TOKEN_ID_TOO_LARGE: '代币 ID“{{value}}”超过代币可用的最大 ID（2^256 − 1）',
  INVALID_DECIMALS: '代币小数位数须为 0 到 {{max}} 之间的整数，而不是 {{decimals}}',
  INVALID_CHUNK_SIZE: '每批可含 1 到 {{max}} 个收款人，而不是 {{size}}',
  INVALID_OPTION: '选项 {{option}} 不能为 {{value}}',
  INVALID_FEE_PARAMETER: '无法计算手续费：{{parameter}} 不能为 {{value}}',
  PACK_LENGTH_MISMATCH: '该批次有 {{recipients}} 个收款人，却有 {{amounts}} 个金额',
  PACK_COUNT_OUT_OF_RANGE: '每批可含 1 到 {{max}} 个收款人，而不是 {{count}}',
  PACK_INVALID_AMOUNT: '第 {{entry}} 项的金额不是以最小单位计的整数',
  PACK_AMOUNT_NEGATIVE: '第 {{entry}} 项的金额为负数',
  PACK_AMOUNT_TOO_LARGE: '第 {{entry}} 项的金额（{{amount}}）过大，无法批量发送',
  PACK_INVALID_ADDRESS: '第 {{entry}} 项的收款人不是有效地址：{{address}}',
  PACK_ZERO_ADDRESS: '第 {{entry}} 项的收款人是零地址',
  PACK_INVALID_WORD: '打包批次的第 {{entry}} 项不是 uint256',
};
