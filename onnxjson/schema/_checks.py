# Generated from the shipped JSON Schemas by onnxjson.schema.write_checks_module(); do not edit.
# When it is stale (tests/test_startup.py says so) the checks are compiled at run time instead.
# ruff: noqa
# mypy: ignore-errors
SOURCE_DIGEST = '21d9808a25aaecc0f4739b46c5c268527dda33ff6fc819bb9c76ce4fb57dcec7'
SCHEMAS_DIGEST = '4eef7e6a97817660bc68aaabe13dd26786f0da755ab70e24a539a609bd2e2557'
import re as _re
from numbers import Number as _Number

from onnxjson.codec.values import LongText as _LongText

_NoneType = type(None)


def _always(x):
    return True


def _never(x):
    return False


K1 = frozenset((str, ))
K2 = _re.compile('^[0-9a-fA-F]{64}$').search
K3 = '^[0-9a-fA-F]{64}$'
K4 = frozenset((int, ))
K5 = 0
K8 = frozenset((list, ))
K9 = frozenset((bool, float, int, str, ))
K10 = _re.compile('^(?:NaN|Infinity|-Infinity|NaN\\(0x[0-9a-fA-F]{1,16}\\))$').search
K11 = '^(?:NaN|Infinity|-Infinity|NaN\\(0x[0-9a-fA-F]{1,16}\\))$'
K13 = _re.compile('^[A-Za-z0-9+/_-]*={0,2}$').search
K14 = '^[A-Za-z0-9+/_-]*={0,2}$'
K15 = _re.compile('^(?:[0-9a-fA-F]{2})+$').search
K16 = '^(?:[0-9a-fA-F]{2})+$'
K18 = frozenset((dict, ))
K20 = _re.compile('^[0-9]+$').search
K21 = '^[0-9]+$'
K22 = _re.compile('^(?:[0-9a-fA-F]{2})*$').search
K23 = '^(?:[0-9a-fA-F]{2})*$'
K24 = _re.compile('^[0-9]+(\\.[0-9]+)?$').search
K25 = '^[0-9]+(\\.[0-9]+)?$'
K26 = _re.compile('^(\\?|[1-9][0-9]{0,9})(?:(x)([1-9][0-9]{0,9})|(p)([0-9]{1,10}))?$').search
K27 = '^(\\?|[1-9][0-9]{0,9})(?:(x)([1-9][0-9]{0,9})|(p)([0-9]{1,10}))?$'
K32 = frozenset((list, str, ))
K35 = 4294967295
K38 = 18446744073709551615
K42 = frozenset(['group', 'i32', 'i64', 'len', 'varint'])
K43 = ('group', 'i32', 'i64', 'len', 'varint')
K44 = 536870911
K56 = 1
K59 = frozenset(['AffineLayoutProto', 'AttributeProto', 'DeviceConfigurationProto', 'EncodedValueProto', 'FunctionProto', 'GraphProto', 'IntIntListEntryProto', 'MapProto', 'ModelProto', 'NodeDeviceConfigurationProto', 'NodeProto', 'OperatorSetIdProto', 'OptionalProto', 'PagedCacheInitializerProto', 'PersistentBindingProto', 'SequenceProto', 'ShardedDimProto', 'ShardingSpecProto', 'SimpleShardedDimProto', 'SparseTensorProto', 'StringStringEntryProto', 'StructTypeProto', 'StructTypeProto.Array', 'StructTypeProto.BitPacking', 'StructTypeProto.Component', 'StructTypeProto.Field', 'StructTypeProto.Structure', 'TensorAnnotation', 'TensorProto', 'TensorProto.Segment', 'TensorShapeProto', 'TensorShapeProto.Dimension', 'TrainingInfoProto', 'TypeProto', 'TypeProto.Map', 'TypeProto.Opaque', 'TypeProto.Optional', 'TypeProto.Sequence', 'TypeProto.SparseTensor', 'TypeProto.Tensor', 'ValueInfoProto'])
K60 = ('AffineLayoutProto', 'AttributeProto', 'DeviceConfigurationProto', 'EncodedValueProto', 'FunctionProto', 'GraphProto', 'IntIntListEntryProto', 'MapProto', 'ModelProto', 'NodeDeviceConfigurationProto', 'NodeProto', 'OperatorSetIdProto', 'OptionalProto', 'PagedCacheInitializerProto', 'PersistentBindingProto', 'SequenceProto', 'ShardedDimProto', 'ShardingSpecProto', 'SimpleShardedDimProto', 'SparseTensorProto', 'StringStringEntryProto', 'StructTypeProto', 'StructTypeProto.Array', 'StructTypeProto.BitPacking', 'StructTypeProto.Component', 'StructTypeProto.Field', 'StructTypeProto.Structure', 'TensorAnnotation', 'TensorProto', 'TensorProto.Segment', 'TensorShapeProto', 'TensorShapeProto.Dimension', 'TrainingInfoProto', 'TypeProto', 'TypeProto.Map', 'TypeProto.Opaque', 'TypeProto.Optional', 'TypeProto.Sequence', 'TypeProto.SparseTensor', 'TypeProto.Tensor', 'ValueInfoProto')
K61 = frozenset(['IR_VERSION', 'IR_VERSION_2017_10_10', 'IR_VERSION_2017_10_30', 'IR_VERSION_2017_11_3', 'IR_VERSION_2019_1_22', 'IR_VERSION_2019_3_18', 'IR_VERSION_2019_9_19', 'IR_VERSION_2020_5_8', 'IR_VERSION_2021_7_30', 'IR_VERSION_2023_5_5', 'IR_VERSION_2024_3_25', 'IR_VERSION_2025_05_12', 'IR_VERSION_2025_08_26', 'IR_VERSION_2025_11_06', '_START_VERSION'])
K62 = ('IR_VERSION', 'IR_VERSION_2017_10_10', 'IR_VERSION_2017_10_30', 'IR_VERSION_2017_11_3', 'IR_VERSION_2019_1_22', 'IR_VERSION_2019_3_18', 'IR_VERSION_2019_9_19', 'IR_VERSION_2020_5_8', 'IR_VERSION_2021_7_30', 'IR_VERSION_2023_5_5', 'IR_VERSION_2024_3_25', 'IR_VERSION_2025_05_12', 'IR_VERSION_2025_08_26', 'IR_VERSION_2025_11_06', '_START_VERSION')
K63 = frozenset(['BFLOAT16', 'BOOL', 'COMPLEX128', 'COMPLEX64', 'DOUBLE', 'FLOAT', 'FLOAT16', 'FLOAT4E2M1', 'FLOAT6E2M3', 'FLOAT6E3M2', 'FLOAT8E4M3FN', 'FLOAT8E4M3FNUZ', 'FLOAT8E5M2', 'FLOAT8E5M2FNUZ', 'FLOAT8E8M0', 'INT16', 'INT2', 'INT32', 'INT4', 'INT64', 'INT8', 'STRING', 'UINT16', 'UINT2', 'UINT32', 'UINT4', 'UINT64', 'UINT8', 'UNDEFINED'])
K64 = ('BFLOAT16', 'BOOL', 'COMPLEX128', 'COMPLEX64', 'DOUBLE', 'FLOAT', 'FLOAT16', 'FLOAT4E2M1', 'FLOAT6E2M3', 'FLOAT6E3M2', 'FLOAT8E4M3FN', 'FLOAT8E4M3FNUZ', 'FLOAT8E5M2', 'FLOAT8E5M2FNUZ', 'FLOAT8E8M0', 'INT16', 'INT2', 'INT32', 'INT4', 'INT64', 'INT8', 'STRING', 'UINT16', 'UINT2', 'UINT32', 'UINT4', 'UINT64', 'UINT8', 'UNDEFINED')
K65 = frozenset(['DEFAULT', 'EXTERNAL'])
K66 = ('DEFAULT', 'EXTERNAL')
K67 = frozenset(['MAP', 'OPTIONAL', 'SEQUENCE', 'SPARSE_TENSOR', 'TENSOR', 'UNDEFINED'])
K68 = ('MAP', 'OPTIONAL', 'SEQUENCE', 'SPARSE_TENSOR', 'TENSOR', 'UNDEFINED')
K69 = frozenset(['EXPERIMENTAL', 'STABLE'])
K70 = ('EXPERIMENTAL', 'STABLE')
K71 = frozenset(['FLOAT', 'FLOATS', 'GRAPH', 'GRAPHS', 'INT', 'INTS', 'SPARSE_TENSOR', 'SPARSE_TENSORS', 'STRING', 'STRINGS', 'TENSOR', 'TENSORS', 'TYPE_PROTO', 'TYPE_PROTOS', 'UNDEFINED'])
K72 = ('FLOAT', 'FLOATS', 'GRAPH', 'GRAPHS', 'INT', 'INTS', 'SPARSE_TENSOR', 'SPARSE_TENSORS', 'STRING', 'STRINGS', 'TENSOR', 'TENSORS', 'TYPE_PROTO', 'TYPE_PROTOS', 'UNDEFINED')
K74 = frozenset((_NoneType, dict, ))
K75 = frozenset((_NoneType, list, ))
K76 = frozenset((_NoneType, dict, str, ))
K78 = frozenset((_NoneType, int, str, ))
K79 = -2147483648
K80 = 2147483647
K88 = frozenset((_NoneType, ))
K108 = frozenset((_NoneType, int, ))
K109 = -9223372036854775808
K110 = 9223372036854775807
K114 = frozenset((_NoneType, dict, list, ))
K115 = frozenset((float, int, str, ))
K116 = frozenset((dict, str, ))
K164 = frozenset((_NoneType, float, int, str, ))

def s99(x):
    t = type(x)
    if isinstance(x, dict) and ('count' not in x or 'size' not in x or 'sha256' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K0.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s103(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K3, x): return False
    if t is not _LongText and isinstance(x, str) and K2(x) is None: return False
    return True

def s102(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s101(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s100(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s98(x):
    t = type(x)
    if isinstance(x, dict) and ('size' not in x or 'sha256' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K6.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s106(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K3, x): return False
    if t is not _LongText and isinstance(x, str) and K2(x) is None: return False
    return True

def s105(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s104(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s97(x):
    t = type(x)
    if isinstance(x, dict) and ('values' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K7.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s107(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s108(v): return False
    return True

def s108(x):
    t = type(x)
    if t not in K9 and not _is_type(x, ('number', 'boolean', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s96(x):
    t = type(x)
    if isinstance(x, dict) and ('$bytes' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K12.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s109(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not s95(x): return False
    return True

def s95(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    return True

def s94(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K16, x): return False
    if t is not _LongText and isinstance(x, str) and K15(x) is None: return False
    return True

def s93(x):
    t = type(x)
    if isinstance(x, dict) and ('runs' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K17.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s116(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s117(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s118(v): return False
    return True

def s118(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('lengths' not in x or 'sha256' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K19.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s120(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K3, x): return False
    if t is not _LongText and isinstance(x, str) and K2(x) is None: return False
    return True

def s119(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s121(v): return False
    return True

def s121(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s117(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K21, x): return False
    if t is not _LongText and isinstance(x, str) and K20(x) is None: return False
    return True

def s115(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s122(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s123(v): return False
    return True

def s123(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s124(v): return False
    return True

def s124(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K23, x): return False
    if t is not _LongText and isinstance(x, str) and K22(x) is None: return False
    return True

def s122(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K21, x): return False
    if t is not _LongText and isinstance(x, str) and K20(x) is None: return False
    return True

def s114(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s125(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s126(v): return False
    return True

def s126(x):
    t = type(x)
    if not s94(x): return False
    return True

def s125(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K25, x): return False
    if t is not _LongText and isinstance(x, str) and K24(x) is None: return False
    return True

def s113(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s127(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s128(v): return False
    return True

def s128(x):
    t = type(x)
    if not s94(x): return False
    return True

def s127(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K25, x): return False
    if t is not _LongText and isinstance(x, str) and K24(x) is None: return False
    return True

def s112(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s129(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s130(v): return False
    return True

def s130(x):
    t = type(x)
    if not s94(x): return False
    return True

def s129(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K25, x): return False
    if t is not _LongText and isinstance(x, str) and K24(x) is None: return False
    return True

def s111(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s131(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s132(v): return False
    return True

def s132(x):
    t = type(x)
    if not s94(x): return False
    return True

def s131(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K25, x): return False
    if t is not _LongText and isinstance(x, str) and K24(x) is None: return False
    return True

def s110(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s133(v): return False
    return True

def s133(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K27, x): return False
    if t is not _LongText and isinstance(x, str) and K26(x) is None: return False
    return True

def s92(x):
    t = type(x)
    if isinstance(x, dict) and ('number' not in x or 'wire_type' not in x or 'value' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K28.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if not s141(x): return False
    if not s142(x): return False
    if not s143(x): return False
    if not s144(x): return False
    if not s145(x): return False
    return True

def s145(x):
    t = type(x)
    if not (s147(x) if s146(x) else _always(x)): return False
    return True

def s147(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K29.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s148(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s149(v): return False
    return True

def s149(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s92(x): return False
    return True

def s146(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K30.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s150(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'group') if t is not _LongText else x != 'group': return False
    return True

def s144(x):
    t = type(x)
    if not (s152(x) if s151(x) else _always(x)): return False
    return True

def s152(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K31.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s153(x):
    t = type(x)
    if t not in K32 and not _is_type(x, ('string', 'array')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if isinstance(x, list):
        for v in x:
            if not s154(v): return False
    return True

def s154(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s151(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K33.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s155(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'len') if t is not _LongText else x != 'len': return False
    return True

def s143(x):
    t = type(x)
    if not (s157(x) if s156(x) else _always(x)): return False
    return True

def s157(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K34.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s158(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s156(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K36.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s159(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'i32') if t is not _LongText else x != 'i32': return False
    return True

def s142(x):
    t = type(x)
    if not (s161(x) if s160(x) else _always(x)): return False
    return True

def s161(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K37.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s162(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s160(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K39.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s163(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'i64') if t is not _LongText else x != 'i64': return False
    return True

def s141(x):
    t = type(x)
    if not (s165(x) if s164(x) else _always(x)): return False
    return True

def s165(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K40.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s166(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s164(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K41.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s167(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'varint') if t is not _LongText else x != 'varint': return False
    return True

def s140(x):
    t = type(x)
    if not s94(x): return False
    return True

def s139(x):
    t = type(x)
    if not s94(x): return False
    return True

def s138(x):
    t = type(x)
    if not s94(x): return False
    return True

def s137(x):
    t = type(x)
    if not s94(x): return False
    return True

def s136(x):
    t = type(x)
    return True

def s135(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K42) if t is not _LongText else x not in K43: return False
    return True

def s134(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K44: return False
    return True

def s91(x):
    t = type(x)
    if isinstance(x, dict) and ('number' not in x or 'wire_type' not in x or 'value' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K45.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if not s175(x): return False
    if not s176(x): return False
    if not s177(x): return False
    if not s178(x): return False
    if not s179(x): return False
    return True

def s179(x):
    t = type(x)
    if not (s181(x) if s180(x) else _always(x)): return False
    return True

def s181(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K46.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s182(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s183(v): return False
    return True

def s183(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s92(x): return False
    return True

def s180(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K47.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s184(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'group') if t is not _LongText else x != 'group': return False
    return True

def s178(x):
    t = type(x)
    if not (s186(x) if s185(x) else _always(x)): return False
    return True

def s186(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K48.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s187(x):
    t = type(x)
    if t not in K32 and not _is_type(x, ('string', 'array')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if isinstance(x, list):
        for v in x:
            if not s188(v): return False
    return True

def s188(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s185(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K49.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s189(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'len') if t is not _LongText else x != 'len': return False
    return True

def s177(x):
    t = type(x)
    if not (s191(x) if s190(x) else _always(x)): return False
    return True

def s191(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K50.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s192(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s190(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K51.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s193(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'i32') if t is not _LongText else x != 'i32': return False
    return True

def s176(x):
    t = type(x)
    if not (s195(x) if s194(x) else _always(x)): return False
    return True

def s195(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K52.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s196(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s194(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K53.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s197(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'i64') if t is not _LongText else x != 'i64': return False
    return True

def s175(x):
    t = type(x)
    if not (s199(x) if s198(x) else _always(x)): return False
    return True

def s199(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K54.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s200(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s198(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K55.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s201(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'varint') if t is not _LongText else x != 'varint': return False
    return True

def s174(x):
    t = type(x)
    if not s94(x): return False
    return True

def s173(x):
    t = type(x)
    if not s94(x): return False
    return True

def s172(x):
    t = type(x)
    if not s94(x): return False
    return True

def s171(x):
    t = type(x)
    if not s94(x): return False
    return True

def s170(x):
    t = type(x)
    return True

def s169(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K42) if t is not _LongText else x not in K43: return False
    return True

def s168(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K56: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K44: return False
    return True

def s90(x):
    t = type(x)
    if isinstance(x, dict) and ('format_version' not in x or 'type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K57.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s204(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not (s205(x) or s206(x)): return False
    if s207(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K58.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s209(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s208(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s207(x):
    t = type(x)
    if isinstance(x, dict) and ('sidecar' not in x or 'store' not in x): return False
    return True

def s206(x):
    t = type(x)
    if isinstance(x, dict) and ('store' not in x): return False
    return True

def s205(x):
    t = type(x)
    if isinstance(x, dict) and ('sidecar' not in x): return False
    return True

def s203(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K59) if t is not _LongText else x not in K60: return False
    return True

def s202(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K56: return False
    return True

def s89(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K61) if t is not _LongText else x not in K62: return False
    return True

def s88(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K63) if t is not _LongText else x not in K64: return False
    return True

def s87(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K65) if t is not _LongText else x not in K66: return False
    return True

def s86(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K67) if t is not _LongText else x not in K68: return False
    return True

def s85(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K67) if t is not _LongText else x not in K68: return False
    return True

def s84(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K69) if t is not _LongText else x not in K70: return False
    return True

def s83(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if (not isinstance(x, str) or x not in K71) if t is not _LongText else x not in K72: return False
    return True

def s82(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K73.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s215(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s216(x): return False
    if not s217(x): return False
    return True

def s217(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s216(x):
    t = type(x)
    return True

def s214(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s218(v): return False
    return True

def s218(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s213(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s219(v): return False
    return True

def s219(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s212(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s220(x): return False
    if not s221(x): return False
    return True

def s221(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s220(x):
    t = type(x)
    return True

def s211(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s222(x): return False
    if not s223(x): return False
    return True

def s223(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s222(x):
    t = type(x)
    return True

def s210(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s224(x): return False
    if not s225(x): return False
    return True

def s225(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s224(x):
    t = type(x)
    return True

def s81(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K77.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s229(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s230(x): return False
    if not s231(x): return False
    return True

def s231(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s230(x):
    t = type(x)
    return True

def s228(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s232(v): return False
    return True

def s232(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s227(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s233(x): return False
    if not s234(x): return False
    return True

def s234(x):
    t = type(x)
    if isinstance(x, dict) and not s72(x): return False
    return True

def s233(x):
    t = type(x)
    return True

def s226(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s236(x) if s235(x) else _always(x)): return False
    if not s237(x): return False
    return True

def s237(x):
    t = type(x)
    return True

def s236(x):
    t = type(x)
    if not s88(x): return False
    return True

def s235(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s80(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K81.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s241(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s242(x): return False
    if not s243(x): return False
    return True

def s243(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s242(x):
    t = type(x)
    return True

def s240(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s244(v): return False
    return True

def s244(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s239(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s245(x): return False
    if not s246(x): return False
    return True

def s246(x):
    t = type(x)
    if isinstance(x, dict) and not s72(x): return False
    return True

def s245(x):
    t = type(x)
    return True

def s238(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s248(x) if s247(x) else _always(x)): return False
    if not s249(x): return False
    return True

def s249(x):
    t = type(x)
    return True

def s248(x):
    t = type(x)
    if not s88(x): return False
    return True

def s247(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s79(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K82.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s252(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s253(x): return False
    if not s254(x): return False
    return True

def s254(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s253(x):
    t = type(x)
    return True

def s251(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s255(v): return False
    return True

def s255(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s250(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s256(x): return False
    if not s257(x): return False
    return True

def s257(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s256(x):
    t = type(x)
    return True

def s78(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K83.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s260(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s261(x): return False
    if not s262(x): return False
    return True

def s262(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s261(x):
    t = type(x)
    return True

def s259(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s263(v): return False
    return True

def s263(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s258(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s264(x): return False
    if not s265(x): return False
    return True

def s265(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s264(x):
    t = type(x)
    return True

def s77(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K84.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s269(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s270(x): return False
    if not s271(x): return False
    return True

def s271(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s270(x):
    t = type(x)
    return True

def s268(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s272(v): return False
    return True

def s272(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s267(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s273(x): return False
    if not s274(x): return False
    return True

def s274(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s273(x):
    t = type(x)
    return True

def s266(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s275(x): return False
    if not s276(x): return False
    return True

def s276(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s275(x):
    t = type(x)
    return True

def s76(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K85.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s280(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s281(x): return False
    if not s282(x): return False
    return True

def s282(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s281(x):
    t = type(x)
    return True

def s279(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s283(v): return False
    return True

def s283(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s278(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s284(x): return False
    if not s285(x): return False
    return True

def s285(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s284(x):
    t = type(x)
    return True

def s277(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s287(x) if s286(x) else _always(x)): return False
    if not s288(x): return False
    return True

def s288(x):
    t = type(x)
    return True

def s287(x):
    t = type(x)
    if not s88(x): return False
    return True

def s286(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s75(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K86.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'tensor_type' in x and not s299(x): return False
    if isinstance(x, dict) and 'sequence_type' in x and not s300(x): return False
    if isinstance(x, dict) and 'map_type' in x and not s301(x): return False
    if isinstance(x, dict) and 'opaque_type' in x and not s302(x): return False
    if isinstance(x, dict) and 'sparse_tensor_type' in x and not s303(x): return False
    if isinstance(x, dict) and 'optional_type' in x and not s304(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s305(x): return False
    return True

def s305(x):
    t = type(x)
    if not (_always(x) if s306(x) else s307(x)): return False
    return True

def s307(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K87.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s313(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s312(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s311(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s310(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s309(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s308(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s306(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K89.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s314(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s304(x):
    t = type(x)
    if not (_always(x) if s315(x) else s316(x)): return False
    return True

def s316(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K90.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s322(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s321(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s320(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s319(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s318(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s317(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s315(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K91.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s323(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s303(x):
    t = type(x)
    if not (_always(x) if s324(x) else s325(x)): return False
    return True

def s325(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K92.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s331(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s330(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s329(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s328(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s327(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s326(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s324(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K93.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s332(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s302(x):
    t = type(x)
    if not (_always(x) if s333(x) else s334(x)): return False
    return True

def s334(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K94.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s340(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s339(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s338(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s337(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s336(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s335(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s333(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K95.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s341(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s301(x):
    t = type(x)
    if not (_always(x) if s342(x) else s343(x)): return False
    return True

def s343(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K96.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s349(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s348(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s347(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s346(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s345(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s344(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s342(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K97.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s350(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s300(x):
    t = type(x)
    if not (_always(x) if s351(x) else s352(x)): return False
    return True

def s352(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K98.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s358(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s357(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s356(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s355(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s354(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s353(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s351(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K99.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s359(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s299(x):
    t = type(x)
    if not (_always(x) if s360(x) else s361(x)): return False
    return True

def s361(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K100.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s367(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s366(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s365(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s364(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s363(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s362(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s360(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K101.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s368(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s298(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s369(x): return False
    if not s370(x): return False
    return True

def s370(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s369(x):
    t = type(x)
    return True

def s297(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s371(v): return False
    return True

def s371(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s296(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s372(x): return False
    if not s373(x): return False
    return True

def s373(x):
    t = type(x)
    if isinstance(x, dict) and not s63(x): return False
    return True

def s372(x):
    t = type(x)
    return True

def s295(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s374(x): return False
    if not s375(x): return False
    return True

def s375(x):
    t = type(x)
    if isinstance(x, dict) and not s78(x): return False
    return True

def s374(x):
    t = type(x)
    return True

def s294(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s376(x): return False
    if not s377(x): return False
    return True

def s377(x):
    t = type(x)
    if isinstance(x, dict) and not s80(x): return False
    return True

def s376(x):
    t = type(x)
    return True

def s293(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s378(x): return False
    if not s379(x): return False
    return True

def s379(x):
    t = type(x)
    if isinstance(x, dict) and not s77(x): return False
    return True

def s378(x):
    t = type(x)
    return True

def s292(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s380(x): return False
    if not s381(x): return False
    return True

def s381(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s380(x):
    t = type(x)
    return True

def s291(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s382(x): return False
    if not s383(x): return False
    return True

def s383(x):
    t = type(x)
    if isinstance(x, dict) and not s76(x): return False
    return True

def s382(x):
    t = type(x)
    return True

def s290(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s384(x): return False
    if not s385(x): return False
    return True

def s385(x):
    t = type(x)
    if isinstance(x, dict) and not s79(x): return False
    return True

def s384(x):
    t = type(x)
    return True

def s289(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s386(x): return False
    if not s387(x): return False
    return True

def s387(x):
    t = type(x)
    if isinstance(x, dict) and not s81(x): return False
    return True

def s386(x):
    t = type(x)
    return True

def s74(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K102.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s393(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s394(x): return False
    if not s395(x): return False
    return True

def s395(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s394(x):
    t = type(x)
    return True

def s392(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s396(v): return False
    return True

def s396(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s391(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s397(v): return False
    return True

def s397(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s390(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s398(v): return False
    return True

def s398(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s389(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s399(x): return False
    if not s400(x): return False
    return True

def s400(x):
    t = type(x)
    if isinstance(x, dict) and not s47(x): return False
    return True

def s399(x):
    t = type(x)
    return True

def s388(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s401(x): return False
    if not s402(x): return False
    return True

def s402(x):
    t = type(x)
    if isinstance(x, dict) and not s47(x): return False
    return True

def s401(x):
    t = type(x)
    return True

def s73(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K103.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s408(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s409(x): return False
    return True

def s409(x):
    t = type(x)
    if not (_always(x) if s410(x) else s411(x)): return False
    return True

def s411(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K104.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s412(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s410(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K105.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s413(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s408(x):
    t = type(x)
    if not (_always(x) if s414(x) else s415(x)): return False
    return True

def s415(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K106.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s416(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s414(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K107.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s417(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s407(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s418(x): return False
    if not s419(x): return False
    return True

def s419(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s418(x):
    t = type(x)
    return True

def s406(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s420(v): return False
    return True

def s420(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s405(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s421(x): return False
    if not s422(x): return False
    return True

def s422(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s421(x):
    t = type(x)
    return True

def s404(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s423(x): return False
    if not s424(x): return False
    return True

def s424(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s423(x):
    t = type(x)
    return True

def s403(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s72(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K111.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s427(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s428(x): return False
    if not s429(x): return False
    return True

def s429(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s428(x):
    t = type(x)
    return True

def s426(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s430(v): return False
    return True

def s430(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s425(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s431(v): return False
    return True

def s431(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s73(x): return False
    return True

def s71(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K112.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s435(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s436(x): return False
    if not s437(x): return False
    return True

def s437(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s436(x):
    t = type(x)
    return True

def s434(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s438(v): return False
    return True

def s438(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s433(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s432(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s70(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K113.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s455(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s456(x): return False
    if not s457(x): return False
    return True

def s457(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s456(x):
    t = type(x)
    return True

def s454(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s458(v): return False
    return True

def s458(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s453(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s459(v): return False
    return True

def s459(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s452(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s461(x) if s460(x) else _always(x)): return False
    if not s462(x): return False
    return True

def s462(x):
    t = type(x)
    return True

def s461(x):
    t = type(x)
    if not s87(x): return False
    return True

def s460(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s451(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s463(v): return False
    return True

def s463(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s450(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s464(x): return False
    if not s465(x): return False
    return True

def s465(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s464(x):
    t = type(x)
    return True

def s449(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s466(v): return False
    if not s467(x): return False
    if not s468(x): return False
    return True

def s468(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s467(x):
    t = type(x)
    return True

def s466(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s448(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s469(v): return False
    if not s470(x): return False
    if not s471(x): return False
    return True

def s471(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s470(x):
    t = type(x)
    return True

def s469(x):
    t = type(x)
    if t not in K115 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s447(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if not (s473(x) if s472(x) else s474(x)): return False
    if not s475(x): return False
    return True

def s475(x):
    t = type(x)
    return True

def s474(x):
    t = type(x)
    if isinstance(x, dict) and not s98(x): return False
    return True

def s473(x):
    t = type(x)
    if isinstance(x, dict) and not s97(x): return False
    return True

def s472(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('values' not in x): return False
    return True

def s446(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s476(x): return False
    if not s477(x): return False
    return True

def s477(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s476(x):
    t = type(x)
    return True

def s445(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s478(v): return False
    if not s479(x): return False
    if not s480(x): return False
    return True

def s480(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s479(x):
    t = type(x)
    return True

def s478(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s444(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s481(v): return False
    if not s482(x): return False
    if not s483(x): return False
    return True

def s483(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s482(x):
    t = type(x)
    return True

def s481(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s443(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s484(v): return False
    if not s485(x): return False
    if not s486(x): return False
    return True

def s486(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s485(x):
    t = type(x)
    return True

def s484(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    return True

def s442(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s487(v): return False
    if not s488(x): return False
    if not s489(x): return False
    return True

def s489(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s488(x):
    t = type(x)
    return True

def s487(x):
    t = type(x)
    if t not in K115 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s441(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s490(x): return False
    if not s491(x): return False
    return True

def s491(x):
    t = type(x)
    if isinstance(x, dict) and not s71(x): return False
    return True

def s490(x):
    t = type(x)
    return True

def s440(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s493(x) if s492(x) else _always(x)): return False
    if not s494(x): return False
    return True

def s494(x):
    t = type(x)
    return True

def s493(x):
    t = type(x)
    if not s88(x): return False
    return True

def s492(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s439(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s495(v): return False
    return True

def s495(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s69(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K117.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s499(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s500(x): return False
    if not s501(x): return False
    return True

def s501(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s500(x):
    t = type(x)
    return True

def s498(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s502(v): return False
    return True

def s502(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s497(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s503(v): return False
    return True

def s503(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s496(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s504(x): return False
    if not s505(x): return False
    return True

def s505(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s504(x):
    t = type(x)
    return True

def s68(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K118.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s508(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s509(x): return False
    if not s510(x): return False
    return True

def s510(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s509(x):
    t = type(x)
    return True

def s507(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s511(v): return False
    return True

def s511(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s506(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s512(v): return False
    return True

def s512(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s67(x): return False
    return True

def s67(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K119.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'type' in x and not s519(x): return False
    if isinstance(x, dict) and 'constant' in x and not s520(x): return False
    return True

def s520(x):
    t = type(x)
    if not (_always(x) if s521(x) else s522(x)): return False
    return True

def s522(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K120.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s523(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s521(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K121.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s524(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s519(x):
    t = type(x)
    if not (_always(x) if s525(x) else s526(x)): return False
    return True

def s526(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K122.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s527(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s525(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K123.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s528(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s518(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s529(x): return False
    if not s530(x): return False
    return True

def s530(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s529(x):
    t = type(x)
    return True

def s517(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s531(v): return False
    return True

def s531(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s516(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s532(x): return False
    if not s533(x): return False
    return True

def s533(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s532(x):
    t = type(x)
    return True

def s515(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s534(x): return False
    if not s535(x): return False
    return True

def s535(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s534(x):
    t = type(x)
    return True

def s514(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s536(x): return False
    if not s537(x): return False
    return True

def s537(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s536(x):
    t = type(x)
    return True

def s513(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s538(x): return False
    if not s539(x): return False
    return True

def s539(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s538(x):
    t = type(x)
    return True

def s66(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K124.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s543(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s544(x): return False
    if not s545(x): return False
    return True

def s545(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s544(x):
    t = type(x)
    return True

def s542(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s546(v): return False
    return True

def s546(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s541(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s540(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s547(x): return False
    if not s548(x): return False
    return True

def s548(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s547(x):
    t = type(x)
    return True

def s65(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K125.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s552(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s553(x): return False
    if not s554(x): return False
    return True

def s554(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s553(x):
    t = type(x)
    return True

def s551(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s555(v): return False
    return True

def s555(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s550(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s549(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s556(v): return False
    return True

def s556(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s66(x): return False
    return True

def s64(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K126.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s560(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s561(x): return False
    if not s562(x): return False
    return True

def s562(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s561(x):
    t = type(x)
    return True

def s559(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s563(v): return False
    return True

def s563(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s558(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s557(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s564(x): return False
    if not s565(x): return False
    return True

def s565(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s564(x):
    t = type(x)
    return True

def s63(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K127.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'array' in x and not s578(x): return False
    if isinstance(x, dict) and 'structure' in x and not s579(x): return False
    if isinstance(x, dict) and 'bit_packing' in x and not s580(x): return False
    if isinstance(x, dict) and 'type_ref' in x and not s581(x): return False
    return True

def s581(x):
    t = type(x)
    if not (_always(x) if s582(x) else s583(x)): return False
    return True

def s583(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K128.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s586(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s585(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s584(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s582(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K129.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s587(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s580(x):
    t = type(x)
    if not (_always(x) if s588(x) else s589(x)): return False
    return True

def s589(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K130.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s592(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s591(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s590(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s588(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K131.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s593(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s579(x):
    t = type(x)
    if not (_always(x) if s594(x) else s595(x)): return False
    return True

def s595(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K132.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s598(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s597(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s596(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s594(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K133.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s599(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s578(x):
    t = type(x)
    if not (_always(x) if s600(x) else s601(x)): return False
    return True

def s601(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K134.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s604(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s603(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s602(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s600(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K135.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s605(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s577(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s606(x): return False
    if not s607(x): return False
    return True

def s607(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s606(x):
    t = type(x)
    return True

def s576(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s608(v): return False
    return True

def s608(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s575(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s574(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s609(v): return False
    return True

def s609(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s573(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s610(x): return False
    if not s611(x): return False
    return True

def s611(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s610(x):
    t = type(x)
    return True

def s572(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s612(x): return False
    if not s613(x): return False
    return True

def s613(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s612(x):
    t = type(x)
    return True

def s571(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s614(x): return False
    if not s615(x): return False
    return True

def s615(x):
    t = type(x)
    if isinstance(x, dict) and not s46(x): return False
    return True

def s614(x):
    t = type(x)
    return True

def s570(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s616(x): return False
    if not s617(x): return False
    return True

def s617(x):
    t = type(x)
    if isinstance(x, dict) and not s46(x): return False
    return True

def s616(x):
    t = type(x)
    return True

def s569(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s568(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s618(x): return False
    if not s619(x): return False
    return True

def s619(x):
    t = type(x)
    if isinstance(x, dict) and not s65(x): return False
    return True

def s618(x):
    t = type(x)
    return True

def s567(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s620(x): return False
    if not s621(x): return False
    return True

def s621(x):
    t = type(x)
    if isinstance(x, dict) and not s68(x): return False
    return True

def s620(x):
    t = type(x)
    return True

def s566(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s622(x): return False
    if not s623(x): return False
    return True

def s623(x):
    t = type(x)
    if isinstance(x, dict) and not s64(x): return False
    return True

def s622(x):
    t = type(x)
    return True

def s62(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K136.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s627(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s628(x): return False
    if not s629(x): return False
    return True

def s629(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s628(x):
    t = type(x)
    return True

def s626(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s630(v): return False
    return True

def s630(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s625(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s631(x): return False
    if not s632(x): return False
    return True

def s632(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s631(x):
    t = type(x)
    return True

def s624(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s633(x): return False
    if not s634(x): return False
    return True

def s634(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s633(x):
    t = type(x)
    return True

def s61(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K137.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s639(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s640(x): return False
    if not s641(x): return False
    return True

def s641(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s640(x):
    t = type(x)
    return True

def s638(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s642(v): return False
    return True

def s642(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s637(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s643(v): return False
    return True

def s643(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s636(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s644(x): return False
    if not s645(x): return False
    return True

def s645(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s644(x):
    t = type(x)
    return True

def s635(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s646(x): return False
    if not s647(x): return False
    return True

def s647(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s646(x):
    t = type(x)
    return True

def s60(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K138.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s653(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s654(x): return False
    return True

def s654(x):
    t = type(x)
    if not (_always(x) if s655(x) else s656(x)): return False
    return True

def s656(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K139.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s657(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s655(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K140.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s658(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s653(x):
    t = type(x)
    if not (_always(x) if s659(x) else s660(x)): return False
    return True

def s660(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K141.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s661(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s659(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K142.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s662(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s652(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s663(x): return False
    if not s664(x): return False
    return True

def s664(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s663(x):
    t = type(x)
    return True

def s651(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s665(v): return False
    return True

def s665(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s650(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s649(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s666(x): return False
    if not s667(x): return False
    return True

def s667(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s666(x):
    t = type(x)
    return True

def s648(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s59(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K143.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s673(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s674(x): return False
    if not s675(x): return False
    return True

def s675(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s674(x):
    t = type(x)
    return True

def s672(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s676(v): return False
    return True

def s676(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s671(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s677(v): return False
    return True

def s677(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s58(x): return False
    return True

def s670(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s678(v): return False
    return True

def s678(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s48(x): return False
    return True

def s669(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s679(v): return False
    return True

def s679(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s668(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s680(x): return False
    if not s681(x): return False
    return True

def s681(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s680(x):
    t = type(x)
    return True

def s58(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K144.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s685(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s686(x): return False
    if not s687(x): return False
    return True

def s687(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s686(x):
    t = type(x)
    return True

def s684(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s688(v): return False
    return True

def s688(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s683(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s689(v): return False
    return True

def s689(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s60(x): return False
    return True

def s682(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s57(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K145.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s698(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s699(x): return False
    if not s700(x): return False
    return True

def s700(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s699(x):
    t = type(x)
    return True

def s697(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s701(v): return False
    return True

def s701(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s696(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s702(v): return False
    return True

def s702(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s695(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s703(v): return False
    return True

def s703(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s694(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s704(v): return False
    return True

def s704(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s693(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s705(v): return False
    return True

def s705(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s692(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s706(v): return False
    return True

def s706(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s691(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s708(x) if s707(x) else _always(x)): return False
    if not s709(x): return False
    return True

def s709(x):
    t = type(x)
    return True

def s708(x):
    t = type(x)
    if not s86(x): return False
    return True

def s707(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s690(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s710(x): return False
    if not s711(x): return False
    return True

def s711(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s710(x):
    t = type(x)
    return True

def s56(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K146.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s715(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s716(x): return False
    if not s717(x): return False
    return True

def s717(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s716(x):
    t = type(x)
    return True

def s714(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s718(v): return False
    return True

def s718(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s713(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s719(x): return False
    if not s720(x): return False
    return True

def s720(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s719(x):
    t = type(x)
    return True

def s712(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s721(x): return False
    if not s722(x): return False
    return True

def s722(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s721(x):
    t = type(x)
    return True

def s55(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K147.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s724(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s725(x): return False
    if not s726(x): return False
    return True

def s726(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s725(x):
    t = type(x)
    return True

def s723(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s727(v): return False
    return True

def s727(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s54(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K148.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s736(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s737(x): return False
    if not s738(x): return False
    return True

def s738(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s737(x):
    t = type(x)
    return True

def s735(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s739(v): return False
    return True

def s739(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s734(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s740(x): return False
    if not s741(x): return False
    return True

def s741(x):
    t = type(x)
    if isinstance(x, dict) and not s54(x): return False
    return True

def s740(x):
    t = type(x)
    return True

def s733(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s742(x): return False
    if not s743(x): return False
    return True

def s743(x):
    t = type(x)
    if isinstance(x, dict) and not s49(x): return False
    return True

def s742(x):
    t = type(x)
    return True

def s732(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s744(x): return False
    if not s745(x): return False
    return True

def s745(x):
    t = type(x)
    if isinstance(x, dict) and not s57(x): return False
    return True

def s744(x):
    t = type(x)
    return True

def s731(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s746(x): return False
    if not s747(x): return False
    return True

def s747(x):
    t = type(x)
    if isinstance(x, dict) and not s61(x): return False
    return True

def s746(x):
    t = type(x)
    return True

def s730(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s748(x): return False
    if not s749(x): return False
    return True

def s749(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s748(x):
    t = type(x)
    return True

def s729(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s751(x) if s750(x) else _always(x)): return False
    if not s752(x): return False
    return True

def s752(x):
    t = type(x)
    return True

def s751(x):
    t = type(x)
    if not s85(x): return False
    return True

def s750(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s728(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s753(x): return False
    if not s754(x): return False
    return True

def s754(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s753(x):
    t = type(x)
    return True

def s53(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K149.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s758(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s759(x): return False
    if not s760(x): return False
    return True

def s760(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s759(x):
    t = type(x)
    return True

def s757(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s761(v): return False
    return True

def s761(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s756(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s755(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s762(x): return False
    if not s763(x): return False
    return True

def s763(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s762(x):
    t = type(x)
    return True

def s52(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K150.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s775(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s776(x): return False
    if not s777(x): return False
    return True

def s777(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s776(x):
    t = type(x)
    return True

def s774(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s778(v): return False
    return True

def s778(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s773(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s779(v): return False
    return True

def s779(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s51(x): return False
    return True

def s772(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s780(v): return False
    return True

def s780(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s771(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s781(x): return False
    if not s782(x): return False
    return True

def s782(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s781(x):
    t = type(x)
    return True

def s770(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s783(x): return False
    if not s784(x): return False
    return True

def s784(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s783(x):
    t = type(x)
    return True

def s769(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s785(x): return False
    if not s786(x): return False
    return True

def s786(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s785(x):
    t = type(x)
    return True

def s768(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s787(v): return False
    return True

def s787(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s767(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s788(x): return False
    if not s789(x): return False
    return True

def s789(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s788(x):
    t = type(x)
    return True

def s766(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s790(x): return False
    if not s791(x): return False
    return True

def s791(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s790(x):
    t = type(x)
    return True

def s765(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s792(v): return False
    return True

def s792(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s764(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s793(v): return False
    return True

def s793(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s51(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K151.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s798(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s799(x): return False
    if not s800(x): return False
    return True

def s800(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s799(x):
    t = type(x)
    return True

def s797(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s801(v): return False
    return True

def s801(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s796(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    return True

def s795(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s802(v): return False
    return True

def s802(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s59(x): return False
    return True

def s794(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s803(x): return False
    if not s804(x): return False
    return True

def s804(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s803(x):
    t = type(x)
    return True

def s50(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K152.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s819(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s820(x): return False
    if not s821(x): return False
    return True

def s821(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s820(x):
    t = type(x)
    return True

def s818(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s822(v): return False
    return True

def s822(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s817(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s823(v): return False
    return True

def s823(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s816(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s824(v): return False
    return True

def s824(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s44(x): return False
    return True

def s815(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s825(v): return False
    return True

def s825(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s814(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s826(v): return False
    return True

def s826(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s74(x): return False
    return True

def s813(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s827(v): return False
    return True

def s827(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s812(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s828(v): return False
    return True

def s828(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s811(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s829(x): return False
    if not s830(x): return False
    return True

def s830(x):
    t = type(x)
    if isinstance(x, dict) and not s47(x): return False
    return True

def s829(x):
    t = type(x)
    return True

def s810(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s831(x): return False
    if not s832(x): return False
    return True

def s832(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s831(x):
    t = type(x)
    return True

def s809(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s808(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s833(x): return False
    if not s834(x): return False
    return True

def s834(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s833(x):
    t = type(x)
    return True

def s807(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s835(x): return False
    if not s836(x): return False
    return True

def s836(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s835(x):
    t = type(x)
    return True

def s806(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s837(x): return False
    if not s838(x): return False
    return True

def s838(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s837(x):
    t = type(x)
    return True

def s805(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s49(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K153.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s845(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s846(x): return False
    if not s847(x): return False
    return True

def s847(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s846(x):
    t = type(x)
    return True

def s844(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s848(v): return False
    return True

def s848(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s843(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s849(x): return False
    if not s850(x): return False
    return True

def s850(x):
    t = type(x)
    if isinstance(x, dict) and not s57(x): return False
    return True

def s849(x):
    t = type(x)
    return True

def s842(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s851(v): return False
    return True

def s851(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s841(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s852(v): return False
    return True

def s852(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s840(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s854(x) if s853(x) else _always(x)): return False
    if not s855(x): return False
    return True

def s855(x):
    t = type(x)
    return True

def s854(x):
    t = type(x)
    if not s88(x): return False
    return True

def s853(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s839(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s856(x): return False
    if not s857(x): return False
    return True

def s857(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s856(x):
    t = type(x)
    return True

def s48(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K154.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s861(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s862(x): return False
    if not s863(x): return False
    return True

def s863(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s862(x):
    t = type(x)
    return True

def s860(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s864(v): return False
    return True

def s864(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s859(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s865(v): return False
    return True

def s865(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s858(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s47(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K155.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s880(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s881(x): return False
    if not s882(x): return False
    return True

def s882(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s881(x):
    t = type(x)
    return True

def s879(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s883(v): return False
    return True

def s883(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s878(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s884(v): return False
    return True

def s884(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s55(x): return False
    return True

def s877(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s885(v): return False
    return True

def s885(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s56(x): return False
    return True

def s876(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s886(v): return False
    return True

def s886(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s45(x): return False
    return True

def s875(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s887(v): return False
    return True

def s887(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s874(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s888(v): return False
    return True

def s888(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s873(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s889(v): return False
    return True

def s889(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s69(x): return False
    return True

def s872(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s890(v): return False
    return True

def s890(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s871(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s891(v): return False
    return True

def s891(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s870(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s892(v): return False
    return True

def s892(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s869(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s893(x): return False
    if not s894(x): return False
    return True

def s894(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s893(x):
    t = type(x)
    return True

def s868(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s895(v): return False
    return True

def s895(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s867(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s896(x): return False
    if not s897(x): return False
    return True

def s897(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s896(x):
    t = type(x)
    return True

def s866(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s898(v): return False
    return True

def s898(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s46(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K156.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s912(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s913(x): return False
    if not s914(x): return False
    return True

def s914(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s913(x):
    t = type(x)
    return True

def s911(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s915(v): return False
    return True

def s915(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s910(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s916(v): return False
    return True

def s916(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s909(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s917(x): return False
    if not s918(x): return False
    return True

def s918(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s917(x):
    t = type(x)
    return True

def s908(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s919(v): return False
    return True

def s919(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s907(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s920(v): return False
    return True

def s920(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s906(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s921(x): return False
    if not s922(x): return False
    return True

def s922(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s921(x):
    t = type(x)
    return True

def s905(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s923(v): return False
    return True

def s923(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s904(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s924(x): return False
    if not s925(x): return False
    return True

def s925(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s924(x):
    t = type(x)
    return True

def s903(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s926(v): return False
    return True

def s926(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s902(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s927(v): return False
    return True

def s927(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s901(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s928(v): return False
    return True

def s928(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s900(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s929(v): return False
    return True

def s929(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s899(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s930(x): return False
    if not s931(x): return False
    return True

def s931(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s930(x):
    t = type(x)
    return True

def s45(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K157.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'affine' in x and not s942(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s943(x): return False
    return True

def s943(x):
    t = type(x)
    if not (_always(x) if s944(x) else s945(x)): return False
    return True

def s945(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K158.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s946(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s944(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K159.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s947(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s942(x):
    t = type(x)
    if not (_always(x) if s948(x) else s949(x)): return False
    return True

def s949(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K160.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s950(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s948(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K161.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s951(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s941(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s952(x): return False
    if not s953(x): return False
    return True

def s953(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s952(x):
    t = type(x)
    return True

def s940(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s954(v): return False
    return True

def s954(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s939(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s955(x): return False
    if not s956(x): return False
    return True

def s956(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s955(x):
    t = type(x)
    return True

def s938(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s957(x): return False
    if not s958(x): return False
    return True

def s958(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s957(x):
    t = type(x)
    return True

def s937(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s960(x) if s959(x) else _always(x)): return False
    if not s961(x): return False
    return True

def s961(x):
    t = type(x)
    return True

def s960(x):
    t = type(x)
    if not s87(x): return False
    return True

def s959(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s936(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s962(v): return False
    return True

def s962(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s935(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if not s963(x): return False
    if not s964(x): return False
    return True

def s964(x):
    t = type(x)
    if isinstance(x, dict) and not s98(x): return False
    return True

def s963(x):
    t = type(x)
    return True

def s934(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s965(x): return False
    if not s966(x): return False
    return True

def s966(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s965(x):
    t = type(x)
    return True

def s933(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s967(x): return False
    if not s968(x): return False
    return True

def s968(x):
    t = type(x)
    if isinstance(x, dict) and not s63(x): return False
    return True

def s967(x):
    t = type(x)
    return True

def s932(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s969(x): return False
    if not s970(x): return False
    return True

def s970(x):
    t = type(x)
    if isinstance(x, dict) and not s42(x): return False
    return True

def s969(x):
    t = type(x)
    return True

def s44(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K162.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s975(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s976(x): return False
    if not s977(x): return False
    return True

def s977(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s976(x):
    t = type(x)
    return True

def s974(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s978(v): return False
    return True

def s978(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s973(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s979(v): return False
    return True

def s979(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s972(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    return True

def s971(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s980(x): return False
    if not s981(x): return False
    return True

def s981(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s980(x):
    t = type(x)
    return True

def s43(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K163.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1001(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1002(x): return False
    if not s1003(x): return False
    return True

def s1003(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1002(x):
    t = type(x)
    return True

def s1000(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1004(v): return False
    return True

def s1004(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s999(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1005(v): return False
    return True

def s1005(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s998(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1006(x): return False
    if not s1007(x): return False
    return True

def s1007(x):
    t = type(x)
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1006(x):
    t = type(x)
    return True

def s997(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1008(x): return False
    if not s1009(x): return False
    return True

def s1009(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1008(x):
    t = type(x)
    return True

def s996(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1011(x) if s1010(x) else _always(x)): return False
    if not s1012(x): return False
    return True

def s1012(x):
    t = type(x)
    return True

def s1011(x):
    t = type(x)
    if not s83(x): return False
    return True

def s1010(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s995(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1013(v): return False
    return True

def s1013(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s994(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1014(x): return False
    if not s1015(x): return False
    return True

def s1015(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1014(x):
    t = type(x)
    return True

def s993(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1016(x): return False
    if not s1017(x): return False
    return True

def s1017(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1016(x):
    t = type(x)
    return True

def s992(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1018(v): return False
    return True

def s1018(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s991(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1019(v): return False
    return True

def s1019(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s990(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1020(v): return False
    return True

def s1020(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s989(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1021(v): return False
    return True

def s1021(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s988(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1022(v): return False
    return True

def s1022(x):
    t = type(x)
    if t not in K115 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s987(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1023(x): return False
    if not s1024(x): return False
    return True

def s1024(x):
    t = type(x)
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1023(x):
    t = type(x)
    return True

def s986(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1025(x): return False
    if not s1026(x): return False
    return True

def s1026(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1025(x):
    t = type(x)
    return True

def s985(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1027(x): return False
    if not s1028(x): return False
    return True

def s1028(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1027(x):
    t = type(x)
    return True

def s984(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s983(x):
    t = type(x)
    if t not in K164 and not _is_type(x, ('number', 'string', 'null')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s982(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1029(x): return False
    if not s1030(x): return False
    return True

def s1030(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1029(x):
    t = type(x)
    return True

def s42(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K165.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1037(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1038(x): return False
    if not s1039(x): return False
    return True

def s1039(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1038(x):
    t = type(x)
    return True

def s1036(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1040(v): return False
    return True

def s1040(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1035(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1034(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1033(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1041(x): return False
    if not s1042(x): return False
    return True

def s1042(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1041(x):
    t = type(x)
    return True

def s1032(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1043(x): return False
    if not s1044(x): return False
    return True

def s1044(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1043(x):
    t = type(x)
    return True

def s1031(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1046(x) if s1045(x) else _always(x)): return False
    if not s1047(x): return False
    return True

def s1047(x):
    t = type(x)
    return True

def s1046(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1045(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s41(x):
    t = type(x)
    return True

def s40(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K166.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1055(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1056(x): return False
    if not s1057(x): return False
    return True

def s1057(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1056(x):
    t = type(x)
    return True

def s1054(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1058(v): return False
    return True

def s1058(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1053(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1059(v): return False
    return True

def s1059(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1052(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1060(x): return False
    if not s1061(x): return False
    return True

def s1061(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1060(x):
    t = type(x)
    return True

def s1051(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1062(x): return False
    if not s1063(x): return False
    return True

def s1063(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1062(x):
    t = type(x)
    return True

def s1050(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1064(x): return False
    if not s1065(x): return False
    return True

def s1065(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1064(x):
    t = type(x)
    return True

def s1049(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K167.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1067(x): return False
    if not s1068(x): return False
    return True

def s1068(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1067(x):
    t = type(x)
    return True

def s1066(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'ValueInfoProto') if t is not _LongText else x != 'ValueInfoProto': return False
    return True

def s1048(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s39(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K168.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'tensor_type' in x and not s1081(x): return False
    if isinstance(x, dict) and 'sequence_type' in x and not s1082(x): return False
    if isinstance(x, dict) and 'map_type' in x and not s1083(x): return False
    if isinstance(x, dict) and 'opaque_type' in x and not s1084(x): return False
    if isinstance(x, dict) and 'sparse_tensor_type' in x and not s1085(x): return False
    if isinstance(x, dict) and 'optional_type' in x and not s1086(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s1087(x): return False
    return True

def s1087(x):
    t = type(x)
    if not (_always(x) if s1088(x) else s1089(x)): return False
    return True

def s1089(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K169.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1095(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1094(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1093(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1092(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1091(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1090(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1088(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K170.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1096(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1086(x):
    t = type(x)
    if not (_always(x) if s1097(x) else s1098(x)): return False
    return True

def s1098(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K171.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1104(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1103(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1102(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1101(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1100(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1099(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1097(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K172.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1105(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1085(x):
    t = type(x)
    if not (_always(x) if s1106(x) else s1107(x)): return False
    return True

def s1107(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K173.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1113(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1112(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1111(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1110(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1109(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1108(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1106(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K174.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1114(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1084(x):
    t = type(x)
    if not (_always(x) if s1115(x) else s1116(x)): return False
    return True

def s1116(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K175.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1122(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1121(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1120(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1119(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1118(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1117(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1115(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K176.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1123(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1083(x):
    t = type(x)
    if not (_always(x) if s1124(x) else s1125(x)): return False
    return True

def s1125(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K177.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1131(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1130(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1129(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1128(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1127(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1126(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1124(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K178.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1132(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1082(x):
    t = type(x)
    if not (_always(x) if s1133(x) else s1134(x)): return False
    return True

def s1134(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K179.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1140(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1139(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1138(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1137(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1136(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1135(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1133(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K180.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1141(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1081(x):
    t = type(x)
    if not (_always(x) if s1142(x) else s1143(x)): return False
    return True

def s1143(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K181.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1149(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1148(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1147(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1146(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1145(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1144(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1142(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K182.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1150(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1080(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1151(x): return False
    if not s1152(x): return False
    return True

def s1152(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1151(x):
    t = type(x)
    return True

def s1079(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1153(v): return False
    return True

def s1153(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1078(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1154(x): return False
    if not s1155(x): return False
    return True

def s1155(x):
    t = type(x)
    if isinstance(x, dict) and not s63(x): return False
    return True

def s1154(x):
    t = type(x)
    return True

def s1077(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1156(x): return False
    if not s1157(x): return False
    return True

def s1157(x):
    t = type(x)
    if isinstance(x, dict) and not s78(x): return False
    return True

def s1156(x):
    t = type(x)
    return True

def s1076(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1158(x): return False
    if not s1159(x): return False
    return True

def s1159(x):
    t = type(x)
    if isinstance(x, dict) and not s80(x): return False
    return True

def s1158(x):
    t = type(x)
    return True

def s1075(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1160(x): return False
    if not s1161(x): return False
    return True

def s1161(x):
    t = type(x)
    if isinstance(x, dict) and not s77(x): return False
    return True

def s1160(x):
    t = type(x)
    return True

def s1074(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1162(x): return False
    if not s1163(x): return False
    return True

def s1163(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1162(x):
    t = type(x)
    return True

def s1073(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1164(x): return False
    if not s1165(x): return False
    return True

def s1165(x):
    t = type(x)
    if isinstance(x, dict) and not s76(x): return False
    return True

def s1164(x):
    t = type(x)
    return True

def s1072(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1166(x): return False
    if not s1167(x): return False
    return True

def s1167(x):
    t = type(x)
    if isinstance(x, dict) and not s79(x): return False
    return True

def s1166(x):
    t = type(x)
    return True

def s1071(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1168(x): return False
    if not s1169(x): return False
    return True

def s1169(x):
    t = type(x)
    if isinstance(x, dict) and not s81(x): return False
    return True

def s1168(x):
    t = type(x)
    return True

def s1070(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K183.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1171(x): return False
    if not s1172(x): return False
    return True

def s1172(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1171(x):
    t = type(x)
    return True

def s1170(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TypeProto') if t is not _LongText else x != 'TypeProto': return False
    return True

def s1069(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s38(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K184.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1178(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1179(x): return False
    if not s1180(x): return False
    return True

def s1180(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1179(x):
    t = type(x)
    return True

def s1177(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1181(v): return False
    return True

def s1181(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1176(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1182(x): return False
    if not s1183(x): return False
    return True

def s1183(x):
    t = type(x)
    if isinstance(x, dict) and not s72(x): return False
    return True

def s1182(x):
    t = type(x)
    return True

def s1175(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1185(x) if s1184(x) else _always(x)): return False
    if not s1186(x): return False
    return True

def s1186(x):
    t = type(x)
    return True

def s1185(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1184(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1174(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K185.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1188(x): return False
    if not s1189(x): return False
    return True

def s1189(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1188(x):
    t = type(x)
    return True

def s1187(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TypeProto.Tensor') if t is not _LongText else x != 'TypeProto.Tensor': return False
    return True

def s1173(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s37(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K186.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1195(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1196(x): return False
    if not s1197(x): return False
    return True

def s1197(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1196(x):
    t = type(x)
    return True

def s1194(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1198(v): return False
    return True

def s1198(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1193(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1199(x): return False
    if not s1200(x): return False
    return True

def s1200(x):
    t = type(x)
    if isinstance(x, dict) and not s72(x): return False
    return True

def s1199(x):
    t = type(x)
    return True

def s1192(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1202(x) if s1201(x) else _always(x)): return False
    if not s1203(x): return False
    return True

def s1203(x):
    t = type(x)
    return True

def s1202(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1201(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1191(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K187.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1205(x): return False
    if not s1206(x): return False
    return True

def s1206(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1205(x):
    t = type(x)
    return True

def s1204(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TypeProto.SparseTensor') if t is not _LongText else x != 'TypeProto.SparseTensor': return False
    return True

def s1190(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s36(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K188.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1211(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1212(x): return False
    if not s1213(x): return False
    return True

def s1213(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1212(x):
    t = type(x)
    return True

def s1210(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1214(v): return False
    return True

def s1214(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1209(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1215(x): return False
    if not s1216(x): return False
    return True

def s1216(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1215(x):
    t = type(x)
    return True

def s1208(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K189.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1218(x): return False
    if not s1219(x): return False
    return True

def s1219(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1218(x):
    t = type(x)
    return True

def s1217(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TypeProto.Sequence') if t is not _LongText else x != 'TypeProto.Sequence': return False
    return True

def s1207(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s35(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K190.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1224(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1225(x): return False
    if not s1226(x): return False
    return True

def s1226(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1225(x):
    t = type(x)
    return True

def s1223(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1227(v): return False
    return True

def s1227(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1222(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1228(x): return False
    if not s1229(x): return False
    return True

def s1229(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1228(x):
    t = type(x)
    return True

def s1221(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K191.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1231(x): return False
    if not s1232(x): return False
    return True

def s1232(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1231(x):
    t = type(x)
    return True

def s1230(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TypeProto.Optional') if t is not _LongText else x != 'TypeProto.Optional': return False
    return True

def s1220(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s34(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K192.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1238(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1239(x): return False
    if not s1240(x): return False
    return True

def s1240(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1239(x):
    t = type(x)
    return True

def s1237(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1241(v): return False
    return True

def s1241(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1236(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1242(x): return False
    if not s1243(x): return False
    return True

def s1243(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1242(x):
    t = type(x)
    return True

def s1235(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1244(x): return False
    if not s1245(x): return False
    return True

def s1245(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1244(x):
    t = type(x)
    return True

def s1234(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K193.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1247(x): return False
    if not s1248(x): return False
    return True

def s1248(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1247(x):
    t = type(x)
    return True

def s1246(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TypeProto.Opaque') if t is not _LongText else x != 'TypeProto.Opaque': return False
    return True

def s1233(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s33(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K194.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1254(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1255(x): return False
    if not s1256(x): return False
    return True

def s1256(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1255(x):
    t = type(x)
    return True

def s1253(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1257(v): return False
    return True

def s1257(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1252(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1258(x): return False
    if not s1259(x): return False
    return True

def s1259(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1258(x):
    t = type(x)
    return True

def s1251(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1261(x) if s1260(x) else _always(x)): return False
    if not s1262(x): return False
    return True

def s1262(x):
    t = type(x)
    return True

def s1261(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1260(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1250(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K195.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1264(x): return False
    if not s1265(x): return False
    return True

def s1265(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1264(x):
    t = type(x)
    return True

def s1263(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TypeProto.Map') if t is not _LongText else x != 'TypeProto.Map': return False
    return True

def s1249(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s32(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K196.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1273(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1274(x): return False
    if not s1275(x): return False
    return True

def s1275(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1274(x):
    t = type(x)
    return True

def s1272(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1276(v): return False
    return True

def s1276(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1271(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1277(v): return False
    return True

def s1277(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1270(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1278(v): return False
    return True

def s1278(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1269(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1279(x): return False
    if not s1280(x): return False
    return True

def s1280(x):
    t = type(x)
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1279(x):
    t = type(x)
    return True

def s1268(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1281(x): return False
    if not s1282(x): return False
    return True

def s1282(x):
    t = type(x)
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1281(x):
    t = type(x)
    return True

def s1267(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K197.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1284(x): return False
    if not s1285(x): return False
    return True

def s1285(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1284(x):
    t = type(x)
    return True

def s1283(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TrainingInfoProto') if t is not _LongText else x != 'TrainingInfoProto': return False
    return True

def s1266(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s31(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K198.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1290(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1291(x): return False
    if not s1292(x): return False
    return True

def s1292(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1291(x):
    t = type(x)
    return True

def s1289(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1293(v): return False
    return True

def s1293(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1288(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1294(v): return False
    return True

def s1294(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s73(x): return False
    return True

def s1287(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K199.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1296(x): return False
    if not s1297(x): return False
    return True

def s1297(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1296(x):
    t = type(x)
    return True

def s1295(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TensorShapeProto') if t is not _LongText else x != 'TensorShapeProto': return False
    return True

def s1286(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s30(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K200.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s1305(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s1306(x): return False
    return True

def s1306(x):
    t = type(x)
    if not (_always(x) if s1307(x) else s1308(x)): return False
    return True

def s1308(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K201.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1309(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1307(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K202.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1310(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1305(x):
    t = type(x)
    if not (_always(x) if s1311(x) else s1312(x)): return False
    return True

def s1312(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K203.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1313(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1311(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K204.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1314(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1304(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1315(x): return False
    if not s1316(x): return False
    return True

def s1316(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1315(x):
    t = type(x)
    return True

def s1303(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1317(v): return False
    return True

def s1317(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1302(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1318(x): return False
    if not s1319(x): return False
    return True

def s1319(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1318(x):
    t = type(x)
    return True

def s1301(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1320(x): return False
    if not s1321(x): return False
    return True

def s1321(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1320(x):
    t = type(x)
    return True

def s1300(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1299(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K205.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1323(x): return False
    if not s1324(x): return False
    return True

def s1324(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1323(x):
    t = type(x)
    return True

def s1322(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TensorShapeProto.Dimension') if t is not _LongText else x != 'TensorShapeProto.Dimension': return False
    return True

def s1298(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s29(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K206.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1343(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1344(x): return False
    if not s1345(x): return False
    return True

def s1345(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1344(x):
    t = type(x)
    return True

def s1342(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1346(v): return False
    return True

def s1346(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1341(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1347(v): return False
    return True

def s1347(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1340(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1349(x) if s1348(x) else _always(x)): return False
    if not s1350(x): return False
    return True

def s1350(x):
    t = type(x)
    return True

def s1349(x):
    t = type(x)
    if not s87(x): return False
    return True

def s1348(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1339(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1351(v): return False
    return True

def s1351(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1338(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1352(x): return False
    if not s1353(x): return False
    return True

def s1353(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1352(x):
    t = type(x)
    return True

def s1337(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1354(v): return False
    if not s1355(x): return False
    if not s1356(x): return False
    return True

def s1356(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s1355(x):
    t = type(x)
    return True

def s1354(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1336(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1357(v): return False
    if not s1358(x): return False
    if not s1359(x): return False
    return True

def s1359(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s1358(x):
    t = type(x)
    return True

def s1357(x):
    t = type(x)
    if t not in K115 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s1335(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if not (s1361(x) if s1360(x) else s1362(x)): return False
    if not s1363(x): return False
    return True

def s1363(x):
    t = type(x)
    return True

def s1362(x):
    t = type(x)
    if isinstance(x, dict) and not s98(x): return False
    return True

def s1361(x):
    t = type(x)
    if isinstance(x, dict) and not s97(x): return False
    return True

def s1360(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('values' not in x): return False
    return True

def s1334(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1364(x): return False
    if not s1365(x): return False
    return True

def s1365(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1364(x):
    t = type(x)
    return True

def s1333(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1366(v): return False
    if not s1367(x): return False
    if not s1368(x): return False
    return True

def s1368(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s1367(x):
    t = type(x)
    return True

def s1366(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1332(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1369(v): return False
    if not s1370(x): return False
    if not s1371(x): return False
    return True

def s1371(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s1370(x):
    t = type(x)
    return True

def s1369(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1331(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1372(v): return False
    if not s1373(x): return False
    if not s1374(x): return False
    return True

def s1374(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s1373(x):
    t = type(x)
    return True

def s1372(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    return True

def s1330(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1375(v): return False
    if not s1376(x): return False
    if not s1377(x): return False
    return True

def s1377(x):
    t = type(x)
    if isinstance(x, dict) and not s99(x): return False
    return True

def s1376(x):
    t = type(x)
    return True

def s1375(x):
    t = type(x)
    if t not in K115 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s1329(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1378(x): return False
    if not s1379(x): return False
    return True

def s1379(x):
    t = type(x)
    if isinstance(x, dict) and not s71(x): return False
    return True

def s1378(x):
    t = type(x)
    return True

def s1328(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1381(x) if s1380(x) else _always(x)): return False
    if not s1382(x): return False
    return True

def s1382(x):
    t = type(x)
    return True

def s1381(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1380(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1327(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1383(v): return False
    return True

def s1383(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1326(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K207.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1385(x): return False
    if not s1386(x): return False
    return True

def s1386(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1385(x):
    t = type(x)
    return True

def s1384(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TensorProto') if t is not _LongText else x != 'TensorProto': return False
    return True

def s1325(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s28(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K208.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1392(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1393(x): return False
    if not s1394(x): return False
    return True

def s1394(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1393(x):
    t = type(x)
    return True

def s1391(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1395(v): return False
    return True

def s1395(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1390(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1389(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1388(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K209.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1397(x): return False
    if not s1398(x): return False
    return True

def s1398(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1397(x):
    t = type(x)
    return True

def s1396(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TensorProto.Segment') if t is not _LongText else x != 'TensorProto.Segment': return False
    return True

def s1387(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s27(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K210.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1404(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1405(x): return False
    if not s1406(x): return False
    return True

def s1406(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1405(x):
    t = type(x)
    return True

def s1403(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1407(v): return False
    return True

def s1407(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1402(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1408(v): return False
    return True

def s1408(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1401(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1409(x): return False
    if not s1410(x): return False
    return True

def s1410(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1409(x):
    t = type(x)
    return True

def s1400(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K211.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1412(x): return False
    if not s1413(x): return False
    return True

def s1413(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1412(x):
    t = type(x)
    return True

def s1411(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'TensorAnnotation') if t is not _LongText else x != 'TensorAnnotation': return False
    return True

def s1399(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s26(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K212.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'array' in x and not s1428(x): return False
    if isinstance(x, dict) and 'structure' in x and not s1429(x): return False
    if isinstance(x, dict) and 'bit_packing' in x and not s1430(x): return False
    if isinstance(x, dict) and 'type_ref' in x and not s1431(x): return False
    return True

def s1431(x):
    t = type(x)
    if not (_always(x) if s1432(x) else s1433(x)): return False
    return True

def s1433(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K213.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1436(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1435(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1434(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1432(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K214.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1437(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1430(x):
    t = type(x)
    if not (_always(x) if s1438(x) else s1439(x)): return False
    return True

def s1439(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K215.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1442(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1441(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1440(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1438(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K216.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1443(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1429(x):
    t = type(x)
    if not (_always(x) if s1444(x) else s1445(x)): return False
    return True

def s1445(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K217.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1448(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1447(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1446(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1444(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K218.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1449(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1428(x):
    t = type(x)
    if not (_always(x) if s1450(x) else s1451(x)): return False
    return True

def s1451(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K219.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1454(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1453(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1452(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1450(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K220.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1455(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1427(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1456(x): return False
    if not s1457(x): return False
    return True

def s1457(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1456(x):
    t = type(x)
    return True

def s1426(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1458(v): return False
    return True

def s1458(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1425(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1424(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1459(v): return False
    return True

def s1459(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1423(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1460(x): return False
    if not s1461(x): return False
    return True

def s1461(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1460(x):
    t = type(x)
    return True

def s1422(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1462(x): return False
    if not s1463(x): return False
    return True

def s1463(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1462(x):
    t = type(x)
    return True

def s1421(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1464(x): return False
    if not s1465(x): return False
    return True

def s1465(x):
    t = type(x)
    if isinstance(x, dict) and not s46(x): return False
    return True

def s1464(x):
    t = type(x)
    return True

def s1420(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1466(x): return False
    if not s1467(x): return False
    return True

def s1467(x):
    t = type(x)
    if isinstance(x, dict) and not s46(x): return False
    return True

def s1466(x):
    t = type(x)
    return True

def s1419(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1418(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1468(x): return False
    if not s1469(x): return False
    return True

def s1469(x):
    t = type(x)
    if isinstance(x, dict) and not s65(x): return False
    return True

def s1468(x):
    t = type(x)
    return True

def s1417(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1470(x): return False
    if not s1471(x): return False
    return True

def s1471(x):
    t = type(x)
    if isinstance(x, dict) and not s68(x): return False
    return True

def s1470(x):
    t = type(x)
    return True

def s1416(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1472(x): return False
    if not s1473(x): return False
    return True

def s1473(x):
    t = type(x)
    if isinstance(x, dict) and not s64(x): return False
    return True

def s1472(x):
    t = type(x)
    return True

def s1415(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K221.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1475(x): return False
    if not s1476(x): return False
    return True

def s1476(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1475(x):
    t = type(x)
    return True

def s1474(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'StructTypeProto') if t is not _LongText else x != 'StructTypeProto': return False
    return True

def s1414(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s25(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K222.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1481(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1482(x): return False
    if not s1483(x): return False
    return True

def s1483(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1482(x):
    t = type(x)
    return True

def s1480(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1484(v): return False
    return True

def s1484(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1479(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1485(v): return False
    return True

def s1485(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s67(x): return False
    return True

def s1478(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K223.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1487(x): return False
    if not s1488(x): return False
    return True

def s1488(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1487(x):
    t = type(x)
    return True

def s1486(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'StructTypeProto.Structure') if t is not _LongText else x != 'StructTypeProto.Structure': return False
    return True

def s1477(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s24(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K224.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'type' in x and not s1497(x): return False
    if isinstance(x, dict) and 'constant' in x and not s1498(x): return False
    return True

def s1498(x):
    t = type(x)
    if not (_always(x) if s1499(x) else s1500(x)): return False
    return True

def s1500(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K225.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1501(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1499(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K226.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1502(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1497(x):
    t = type(x)
    if not (_always(x) if s1503(x) else s1504(x)): return False
    return True

def s1504(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K227.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1505(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1503(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K228.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1506(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1496(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1507(x): return False
    if not s1508(x): return False
    return True

def s1508(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1507(x):
    t = type(x)
    return True

def s1495(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1509(v): return False
    return True

def s1509(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1494(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1510(x): return False
    if not s1511(x): return False
    return True

def s1511(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1510(x):
    t = type(x)
    return True

def s1493(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1512(x): return False
    if not s1513(x): return False
    return True

def s1513(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1512(x):
    t = type(x)
    return True

def s1492(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1514(x): return False
    if not s1515(x): return False
    return True

def s1515(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1514(x):
    t = type(x)
    return True

def s1491(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1516(x): return False
    if not s1517(x): return False
    return True

def s1517(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1516(x):
    t = type(x)
    return True

def s1490(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K229.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1519(x): return False
    if not s1520(x): return False
    return True

def s1520(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1519(x):
    t = type(x)
    return True

def s1518(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'StructTypeProto.Field') if t is not _LongText else x != 'StructTypeProto.Field': return False
    return True

def s1489(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s23(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K230.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1526(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1527(x): return False
    if not s1528(x): return False
    return True

def s1528(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1527(x):
    t = type(x)
    return True

def s1525(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1529(v): return False
    return True

def s1529(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1524(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s1523(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1530(x): return False
    if not s1531(x): return False
    return True

def s1531(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1530(x):
    t = type(x)
    return True

def s1522(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K231.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1533(x): return False
    if not s1534(x): return False
    return True

def s1534(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1533(x):
    t = type(x)
    return True

def s1532(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'StructTypeProto.Component') if t is not _LongText else x != 'StructTypeProto.Component': return False
    return True

def s1521(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s22(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K232.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1540(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1541(x): return False
    if not s1542(x): return False
    return True

def s1542(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1541(x):
    t = type(x)
    return True

def s1539(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1543(v): return False
    return True

def s1543(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1538(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1537(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1544(v): return False
    return True

def s1544(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s66(x): return False
    return True

def s1536(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K233.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1546(x): return False
    if not s1547(x): return False
    return True

def s1547(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1546(x):
    t = type(x)
    return True

def s1545(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'StructTypeProto.BitPacking') if t is not _LongText else x != 'StructTypeProto.BitPacking': return False
    return True

def s1535(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s21(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K234.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1553(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1554(x): return False
    if not s1555(x): return False
    return True

def s1555(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1554(x):
    t = type(x)
    return True

def s1552(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1556(v): return False
    return True

def s1556(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1551(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1550(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1557(x): return False
    if not s1558(x): return False
    return True

def s1558(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1557(x):
    t = type(x)
    return True

def s1549(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K235.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1560(x): return False
    if not s1561(x): return False
    return True

def s1561(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1560(x):
    t = type(x)
    return True

def s1559(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'StructTypeProto.Array') if t is not _LongText else x != 'StructTypeProto.Array': return False
    return True

def s1548(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s20(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K236.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1567(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1568(x): return False
    if not s1569(x): return False
    return True

def s1569(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1568(x):
    t = type(x)
    return True

def s1566(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1570(v): return False
    return True

def s1570(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1565(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1571(x): return False
    if not s1572(x): return False
    return True

def s1572(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1571(x):
    t = type(x)
    return True

def s1564(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1573(x): return False
    if not s1574(x): return False
    return True

def s1574(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1573(x):
    t = type(x)
    return True

def s1563(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K237.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1576(x): return False
    if not s1577(x): return False
    return True

def s1577(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1576(x):
    t = type(x)
    return True

def s1575(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'StringStringEntryProto') if t is not _LongText else x != 'StringStringEntryProto': return False
    return True

def s1562(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s19(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K238.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1584(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1585(x): return False
    if not s1586(x): return False
    return True

def s1586(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1585(x):
    t = type(x)
    return True

def s1583(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1587(v): return False
    return True

def s1587(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1582(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1588(v): return False
    return True

def s1588(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1581(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1589(x): return False
    if not s1590(x): return False
    return True

def s1590(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1589(x):
    t = type(x)
    return True

def s1580(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1591(x): return False
    if not s1592(x): return False
    return True

def s1592(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1591(x):
    t = type(x)
    return True

def s1579(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K239.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1594(x): return False
    if not s1595(x): return False
    return True

def s1595(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1594(x):
    t = type(x)
    return True

def s1593(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'SparseTensorProto') if t is not _LongText else x != 'SparseTensorProto': return False
    return True

def s1578(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s18(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K240.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s1603(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s1604(x): return False
    return True

def s1604(x):
    t = type(x)
    if not (_always(x) if s1605(x) else s1606(x)): return False
    return True

def s1606(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K241.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1607(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1605(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K242.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1608(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1603(x):
    t = type(x)
    if not (_always(x) if s1609(x) else s1610(x)): return False
    return True

def s1610(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K243.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1611(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1609(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K244.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1612(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1602(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1613(x): return False
    if not s1614(x): return False
    return True

def s1614(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1613(x):
    t = type(x)
    return True

def s1601(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1615(v): return False
    return True

def s1615(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1600(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1599(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1616(x): return False
    if not s1617(x): return False
    return True

def s1617(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1616(x):
    t = type(x)
    return True

def s1598(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1597(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K245.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1619(x): return False
    if not s1620(x): return False
    return True

def s1620(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1619(x):
    t = type(x)
    return True

def s1618(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'SimpleShardedDimProto') if t is not _LongText else x != 'SimpleShardedDimProto': return False
    return True

def s1596(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s17(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K246.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1628(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1629(x): return False
    if not s1630(x): return False
    return True

def s1630(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1629(x):
    t = type(x)
    return True

def s1627(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1631(v): return False
    return True

def s1631(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1626(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1632(v): return False
    return True

def s1632(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s58(x): return False
    return True

def s1625(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1633(v): return False
    return True

def s1633(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s48(x): return False
    return True

def s1624(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1634(v): return False
    return True

def s1634(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1623(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1635(x): return False
    if not s1636(x): return False
    return True

def s1636(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1635(x):
    t = type(x)
    return True

def s1622(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K247.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1638(x): return False
    if not s1639(x): return False
    return True

def s1639(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1638(x):
    t = type(x)
    return True

def s1637(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'ShardingSpecProto') if t is not _LongText else x != 'ShardingSpecProto': return False
    return True

def s1621(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s16(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K248.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1645(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1646(x): return False
    if not s1647(x): return False
    return True

def s1647(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1646(x):
    t = type(x)
    return True

def s1644(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1648(v): return False
    return True

def s1648(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1643(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1649(v): return False
    return True

def s1649(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s60(x): return False
    return True

def s1642(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1641(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K249.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1651(x): return False
    if not s1652(x): return False
    return True

def s1652(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1651(x):
    t = type(x)
    return True

def s1650(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'ShardedDimProto') if t is not _LongText else x != 'ShardedDimProto': return False
    return True

def s1640(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s15(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K250.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1663(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1664(x): return False
    if not s1665(x): return False
    return True

def s1665(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1664(x):
    t = type(x)
    return True

def s1662(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1666(v): return False
    return True

def s1666(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1661(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1667(v): return False
    return True

def s1667(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s1660(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1668(v): return False
    return True

def s1668(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s1659(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1669(v): return False
    return True

def s1669(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1658(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1670(v): return False
    return True

def s1670(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1657(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1671(v): return False
    return True

def s1671(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1656(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1673(x) if s1672(x) else _always(x)): return False
    if not s1674(x): return False
    return True

def s1674(x):
    t = type(x)
    return True

def s1673(x):
    t = type(x)
    if not s86(x): return False
    return True

def s1672(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1655(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1675(x): return False
    if not s1676(x): return False
    return True

def s1676(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1675(x):
    t = type(x)
    return True

def s1654(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K251.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1678(x): return False
    if not s1679(x): return False
    return True

def s1679(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1678(x):
    t = type(x)
    return True

def s1677(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'SequenceProto') if t is not _LongText else x != 'SequenceProto': return False
    return True

def s1653(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s14(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K252.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1685(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1686(x): return False
    if not s1687(x): return False
    return True

def s1687(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1686(x):
    t = type(x)
    return True

def s1684(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1688(v): return False
    return True

def s1688(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1683(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1689(x): return False
    if not s1690(x): return False
    return True

def s1690(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1689(x):
    t = type(x)
    return True

def s1682(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1691(x): return False
    if not s1692(x): return False
    return True

def s1692(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1691(x):
    t = type(x)
    return True

def s1681(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K253.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1694(x): return False
    if not s1695(x): return False
    return True

def s1695(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1694(x):
    t = type(x)
    return True

def s1693(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'PersistentBindingProto') if t is not _LongText else x != 'PersistentBindingProto': return False
    return True

def s1680(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s13(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K254.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1699(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1700(x): return False
    if not s1701(x): return False
    return True

def s1701(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1700(x):
    t = type(x)
    return True

def s1698(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1702(v): return False
    return True

def s1702(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1697(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K255.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1704(x): return False
    if not s1705(x): return False
    return True

def s1705(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1704(x):
    t = type(x)
    return True

def s1703(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'PagedCacheInitializerProto') if t is not _LongText else x != 'PagedCacheInitializerProto': return False
    return True

def s1696(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s12(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K256.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1716(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1717(x): return False
    if not s1718(x): return False
    return True

def s1718(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1717(x):
    t = type(x)
    return True

def s1715(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1719(v): return False
    return True

def s1719(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1714(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1720(x): return False
    if not s1721(x): return False
    return True

def s1721(x):
    t = type(x)
    if isinstance(x, dict) and not s54(x): return False
    return True

def s1720(x):
    t = type(x)
    return True

def s1713(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1722(x): return False
    if not s1723(x): return False
    return True

def s1723(x):
    t = type(x)
    if isinstance(x, dict) and not s49(x): return False
    return True

def s1722(x):
    t = type(x)
    return True

def s1712(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1724(x): return False
    if not s1725(x): return False
    return True

def s1725(x):
    t = type(x)
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1724(x):
    t = type(x)
    return True

def s1711(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1726(x): return False
    if not s1727(x): return False
    return True

def s1727(x):
    t = type(x)
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1726(x):
    t = type(x)
    return True

def s1710(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1728(x): return False
    if not s1729(x): return False
    return True

def s1729(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1728(x):
    t = type(x)
    return True

def s1709(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1731(x) if s1730(x) else _always(x)): return False
    if not s1732(x): return False
    return True

def s1732(x):
    t = type(x)
    return True

def s1731(x):
    t = type(x)
    if not s85(x): return False
    return True

def s1730(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1708(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1733(x): return False
    if not s1734(x): return False
    return True

def s1734(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1733(x):
    t = type(x)
    return True

def s1707(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K257.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1736(x): return False
    if not s1737(x): return False
    return True

def s1737(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1736(x):
    t = type(x)
    return True

def s1735(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'OptionalProto') if t is not _LongText else x != 'OptionalProto': return False
    return True

def s1706(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s11(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K258.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1743(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1744(x): return False
    if not s1745(x): return False
    return True

def s1745(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1744(x):
    t = type(x)
    return True

def s1742(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1746(v): return False
    return True

def s1746(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1741(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1740(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1747(x): return False
    if not s1748(x): return False
    return True

def s1748(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1747(x):
    t = type(x)
    return True

def s1739(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K259.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1750(x): return False
    if not s1751(x): return False
    return True

def s1751(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1750(x):
    t = type(x)
    return True

def s1749(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'OperatorSetIdProto') if t is not _LongText else x != 'OperatorSetIdProto': return False
    return True

def s1738(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s10(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K260.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1765(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1766(x): return False
    if not s1767(x): return False
    return True

def s1767(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1766(x):
    t = type(x)
    return True

def s1764(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1768(v): return False
    return True

def s1768(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1763(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1769(v): return False
    return True

def s1769(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s51(x): return False
    return True

def s1762(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1770(v): return False
    return True

def s1770(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1761(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1771(x): return False
    if not s1772(x): return False
    return True

def s1772(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1771(x):
    t = type(x)
    return True

def s1760(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1773(x): return False
    if not s1774(x): return False
    return True

def s1774(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1773(x):
    t = type(x)
    return True

def s1759(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1775(x): return False
    if not s1776(x): return False
    return True

def s1776(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1775(x):
    t = type(x)
    return True

def s1758(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1777(v): return False
    return True

def s1777(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s1757(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1778(x): return False
    if not s1779(x): return False
    return True

def s1779(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1778(x):
    t = type(x)
    return True

def s1756(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1780(x): return False
    if not s1781(x): return False
    return True

def s1781(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1780(x):
    t = type(x)
    return True

def s1755(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1782(v): return False
    return True

def s1782(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1754(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1783(v): return False
    return True

def s1783(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1753(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K261.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1785(x): return False
    if not s1786(x): return False
    return True

def s1786(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1785(x):
    t = type(x)
    return True

def s1784(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'NodeProto') if t is not _LongText else x != 'NodeProto': return False
    return True

def s1752(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s9(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K262.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1793(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1794(x): return False
    if not s1795(x): return False
    return True

def s1795(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1794(x):
    t = type(x)
    return True

def s1792(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1796(v): return False
    return True

def s1796(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1791(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    return True

def s1790(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1797(v): return False
    return True

def s1797(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s59(x): return False
    return True

def s1789(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1798(x): return False
    if not s1799(x): return False
    return True

def s1799(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1798(x):
    t = type(x)
    return True

def s1788(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K263.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1801(x): return False
    if not s1802(x): return False
    return True

def s1802(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1801(x):
    t = type(x)
    return True

def s1800(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'NodeDeviceConfigurationProto') if t is not _LongText else x != 'NodeDeviceConfigurationProto': return False
    return True

def s1787(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s8(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K264.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1819(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1820(x): return False
    if not s1821(x): return False
    return True

def s1821(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1820(x):
    t = type(x)
    return True

def s1818(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1822(v): return False
    return True

def s1822(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1817(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1823(v): return False
    return True

def s1823(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s1816(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1824(v): return False
    return True

def s1824(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s44(x): return False
    return True

def s1815(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1825(v): return False
    return True

def s1825(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s1814(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1826(v): return False
    return True

def s1826(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s74(x): return False
    return True

def s1813(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1827(v): return False
    return True

def s1827(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1812(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1828(v): return False
    return True

def s1828(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s1811(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1829(x): return False
    if not s1830(x): return False
    return True

def s1830(x):
    t = type(x)
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1829(x):
    t = type(x)
    return True

def s1810(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1831(x): return False
    if not s1832(x): return False
    return True

def s1832(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1831(x):
    t = type(x)
    return True

def s1809(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1808(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1833(x): return False
    if not s1834(x): return False
    return True

def s1834(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1833(x):
    t = type(x)
    return True

def s1807(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1835(x): return False
    if not s1836(x): return False
    return True

def s1836(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1835(x):
    t = type(x)
    return True

def s1806(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1837(x): return False
    if not s1838(x): return False
    return True

def s1838(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1837(x):
    t = type(x)
    return True

def s1805(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1804(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K265.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1840(x): return False
    if not s1841(x): return False
    return True

def s1841(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1840(x):
    t = type(x)
    return True

def s1839(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'ModelProto') if t is not _LongText else x != 'ModelProto': return False
    return True

def s1803(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s7(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K266.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1850(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1851(x): return False
    if not s1852(x): return False
    return True

def s1852(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1851(x):
    t = type(x)
    return True

def s1849(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1853(v): return False
    return True

def s1853(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1848(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1854(x): return False
    if not s1855(x): return False
    return True

def s1855(x):
    t = type(x)
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1854(x):
    t = type(x)
    return True

def s1847(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1856(v): return False
    return True

def s1856(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1846(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1857(v): return False
    return True

def s1857(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1845(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1859(x) if s1858(x) else _always(x)): return False
    if not s1860(x): return False
    return True

def s1860(x):
    t = type(x)
    return True

def s1859(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1858(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1844(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1861(x): return False
    if not s1862(x): return False
    return True

def s1862(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1861(x):
    t = type(x)
    return True

def s1843(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K267.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1864(x): return False
    if not s1865(x): return False
    return True

def s1865(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1864(x):
    t = type(x)
    return True

def s1863(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'MapProto') if t is not _LongText else x != 'MapProto': return False
    return True

def s1842(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s6(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K268.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1871(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1872(x): return False
    if not s1873(x): return False
    return True

def s1873(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1872(x):
    t = type(x)
    return True

def s1870(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1874(v): return False
    return True

def s1874(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1869(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1875(v): return False
    return True

def s1875(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1868(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s1867(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K269.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1877(x): return False
    if not s1878(x): return False
    return True

def s1878(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1877(x):
    t = type(x)
    return True

def s1876(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'IntIntListEntryProto') if t is not _LongText else x != 'IntIntListEntryProto': return False
    return True

def s1866(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s5(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K270.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1895(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1896(x): return False
    if not s1897(x): return False
    return True

def s1897(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1896(x):
    t = type(x)
    return True

def s1894(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1898(v): return False
    return True

def s1898(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1893(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1899(v): return False
    return True

def s1899(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s55(x): return False
    return True

def s1892(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1900(v): return False
    return True

def s1900(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s56(x): return False
    return True

def s1891(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1901(v): return False
    return True

def s1901(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s45(x): return False
    return True

def s1890(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1902(v): return False
    return True

def s1902(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1889(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1903(v): return False
    return True

def s1903(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1888(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1904(v): return False
    return True

def s1904(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s69(x): return False
    return True

def s1887(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1905(v): return False
    return True

def s1905(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1886(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1906(v): return False
    return True

def s1906(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1885(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1907(v): return False
    return True

def s1907(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1884(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1908(x): return False
    if not s1909(x): return False
    return True

def s1909(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1908(x):
    t = type(x)
    return True

def s1883(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1910(v): return False
    return True

def s1910(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1882(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1911(x): return False
    if not s1912(x): return False
    return True

def s1912(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1911(x):
    t = type(x)
    return True

def s1881(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1913(v): return False
    return True

def s1913(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s1880(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K271.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1915(x): return False
    if not s1916(x): return False
    return True

def s1916(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1915(x):
    t = type(x)
    return True

def s1914(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'GraphProto') if t is not _LongText else x != 'GraphProto': return False
    return True

def s1879(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s4(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K272.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1932(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1933(x): return False
    if not s1934(x): return False
    return True

def s1934(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1933(x):
    t = type(x)
    return True

def s1931(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1935(v): return False
    return True

def s1935(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1930(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1936(v): return False
    return True

def s1936(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1929(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1937(x): return False
    if not s1938(x): return False
    return True

def s1938(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1937(x):
    t = type(x)
    return True

def s1928(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1939(v): return False
    return True

def s1939(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1927(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1940(v): return False
    return True

def s1940(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s1926(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1941(x): return False
    if not s1942(x): return False
    return True

def s1942(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1941(x):
    t = type(x)
    return True

def s1925(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1943(v): return False
    return True

def s1943(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s1924(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1944(x): return False
    if not s1945(x): return False
    return True

def s1945(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1944(x):
    t = type(x)
    return True

def s1923(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1946(v): return False
    return True

def s1946(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s1922(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1947(v): return False
    return True

def s1947(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1921(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1948(v): return False
    return True

def s1948(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1920(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1949(v): return False
    return True

def s1949(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1919(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1950(x): return False
    if not s1951(x): return False
    return True

def s1951(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1950(x):
    t = type(x)
    return True

def s1918(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K273.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1953(x): return False
    if not s1954(x): return False
    return True

def s1954(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1953(x):
    t = type(x)
    return True

def s1952(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'FunctionProto') if t is not _LongText else x != 'FunctionProto': return False
    return True

def s1917(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s3(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K274.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'affine' in x and not s1967(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s1968(x): return False
    return True

def s1968(x):
    t = type(x)
    if not (_always(x) if s1969(x) else s1970(x)): return False
    return True

def s1970(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K275.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1971(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1969(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K276.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1972(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1967(x):
    t = type(x)
    if not (_always(x) if s1973(x) else s1974(x)): return False
    return True

def s1974(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K277.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1975(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1973(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K278.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1976(x):
    t = type(x)
    if t not in K88 and not _is_type(x, ('null',)): return False
    return True

def s1966(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1977(x): return False
    if not s1978(x): return False
    return True

def s1978(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1977(x):
    t = type(x)
    return True

def s1965(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1979(v): return False
    return True

def s1979(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1964(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1980(x): return False
    if not s1981(x): return False
    return True

def s1981(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1980(x):
    t = type(x)
    return True

def s1963(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s1982(x): return False
    if not s1983(x): return False
    return True

def s1983(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1982(x):
    t = type(x)
    return True

def s1962(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s1985(x) if s1984(x) else _always(x)): return False
    if not s1986(x): return False
    return True

def s1986(x):
    t = type(x)
    return True

def s1985(x):
    t = type(x)
    if not s87(x): return False
    return True

def s1984(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1961(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1987(v): return False
    return True

def s1987(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1960(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if not s1988(x): return False
    if not s1989(x): return False
    return True

def s1989(x):
    t = type(x)
    if isinstance(x, dict) and not s98(x): return False
    return True

def s1988(x):
    t = type(x)
    return True

def s1959(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1990(x): return False
    if not s1991(x): return False
    return True

def s1991(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1990(x):
    t = type(x)
    return True

def s1958(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1992(x): return False
    if not s1993(x): return False
    return True

def s1993(x):
    t = type(x)
    if isinstance(x, dict) and not s63(x): return False
    return True

def s1992(x):
    t = type(x)
    return True

def s1957(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s1994(x): return False
    if not s1995(x): return False
    return True

def s1995(x):
    t = type(x)
    if isinstance(x, dict) and not s42(x): return False
    return True

def s1994(x):
    t = type(x)
    return True

def s1956(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K279.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s1997(x): return False
    if not s1998(x): return False
    return True

def s1998(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s1997(x):
    t = type(x)
    return True

def s1996(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'EncodedValueProto') if t is not _LongText else x != 'EncodedValueProto': return False
    return True

def s1955(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s2(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K280.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s2005(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2006(x): return False
    if not s2007(x): return False
    return True

def s2007(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s2006(x):
    t = type(x)
    return True

def s2004(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2008(v): return False
    return True

def s2008(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s2003(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2009(v): return False
    return True

def s2009(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s2002(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    return True

def s2001(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s2010(x): return False
    if not s2011(x): return False
    return True

def s2011(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s2010(x):
    t = type(x)
    return True

def s2000(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K281.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s2013(x): return False
    if not s2014(x): return False
    return True

def s2014(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s2013(x):
    t = type(x)
    return True

def s2012(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'DeviceConfigurationProto') if t is not _LongText else x != 'DeviceConfigurationProto': return False
    return True

def s1999(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K282.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s2036(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2037(x): return False
    if not s2038(x): return False
    return True

def s2038(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s2037(x):
    t = type(x)
    return True

def s2035(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2039(v): return False
    return True

def s2039(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s2034(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2040(v): return False
    return True

def s2040(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s2033(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2041(x): return False
    if not s2042(x): return False
    return True

def s2042(x):
    t = type(x)
    if isinstance(x, dict) and not s61(x): return False
    return True

def s2041(x):
    t = type(x)
    return True

def s2032(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s2043(x): return False
    if not s2044(x): return False
    return True

def s2044(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s2043(x):
    t = type(x)
    return True

def s2031(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s2046(x) if s2045(x) else _always(x)): return False
    if not s2047(x): return False
    return True

def s2047(x):
    t = type(x)
    return True

def s2046(x):
    t = type(x)
    if not s83(x): return False
    return True

def s2045(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s2030(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2048(v): return False
    return True

def s2048(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s2029(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2049(x): return False
    if not s2050(x): return False
    return True

def s2050(x):
    t = type(x)
    if isinstance(x, dict) and not s75(x): return False
    return True

def s2049(x):
    t = type(x)
    return True

def s2028(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s2051(x): return False
    if not s2052(x): return False
    return True

def s2052(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s2051(x):
    t = type(x)
    return True

def s2027(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2053(v): return False
    return True

def s2053(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s2026(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2054(v): return False
    return True

def s2054(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s2025(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2055(v): return False
    return True

def s2055(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s2024(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2056(v): return False
    return True

def s2056(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s2023(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2057(v): return False
    return True

def s2057(x):
    t = type(x)
    if t not in K115 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s2022(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2058(x): return False
    if not s2059(x): return False
    return True

def s2059(x):
    t = type(x)
    if isinstance(x, dict) and not s47(x): return False
    return True

def s2058(x):
    t = type(x)
    return True

def s2021(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2060(x): return False
    if not s2061(x): return False
    return True

def s2061(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s2060(x):
    t = type(x)
    return True

def s2020(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s2062(x): return False
    if not s2063(x): return False
    return True

def s2063(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s2062(x):
    t = type(x)
    return True

def s2019(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s2018(x):
    t = type(x)
    if t not in K164 and not _is_type(x, ('number', 'string', 'null')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s2017(x):
    t = type(x)
    if t not in K76 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s2064(x): return False
    if not s2065(x): return False
    return True

def s2065(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s2064(x):
    t = type(x)
    return True

def s2016(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K283.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s2067(x): return False
    if not s2068(x): return False
    return True

def s2068(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s2067(x):
    t = type(x)
    return True

def s2066(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'AttributeProto') if t is not _LongText else x != 'AttributeProto': return False
    return True

def s2015(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s0(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K284.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s2077(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2078(x): return False
    if not s2079(x): return False
    return True

def s2079(x):
    t = type(x)
    if isinstance(x, dict) and not s93(x): return False
    return True

def s2078(x):
    t = type(x)
    return True

def s2076(x):
    t = type(x)
    if t not in K75 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s2080(v): return False
    return True

def s2080(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s2075(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s2074(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K109: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K110: return False
    return True

def s2073(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2081(x): return False
    if not s2082(x): return False
    return True

def s2082(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s2081(x):
    t = type(x)
    return True

def s2072(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object', 'null')): return False
    if not s2083(x): return False
    if not s2084(x): return False
    return True

def s2084(x):
    t = type(x)
    if isinstance(x, dict) and not s70(x): return False
    return True

def s2083(x):
    t = type(x)
    return True

def s2071(x):
    t = type(x)
    if t not in K78 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K79: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K80: return False
    if not (s2086(x) if s2085(x) else _always(x)): return False
    if not s2087(x): return False
    return True

def s2087(x):
    t = type(x)
    return True

def s2086(x):
    t = type(x)
    if not s88(x): return False
    return True

def s2085(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s2070(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K285.get(k)
            if p is None:
                continue
            elif not p(v): return False
    if not s2089(x): return False
    if not s2090(x): return False
    return True

def s2090(x):
    t = type(x)
    if isinstance(x, dict) and not s90(x): return False
    return True

def s2089(x):
    t = type(x)
    return True

def s2088(x):
    t = type(x)
    if (not isinstance(x, str) or x != 'AffineLayoutProto') if t is not _LongText else x != 'AffineLayoutProto': return False
    return True

def s2069(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

K0 = {'count': s100, 'offset': s101, 'size': s102, 'sha256': s103}
K6 = {'offset': s104, 'size': s105, 'sha256': s106}
K7 = {'values': s107}
K12 = {'$bytes': s109}
K17 = {'runs': s110, 'tag': s111, 'len': s112, 'varint': s113, 'end': s114, 'earlier': s115, 'split': s116}
K19 = {'lengths': s119, 'sha256': s120}
K28 = {'number': s134, 'wire_type': s135, 'value': s136, 'tag': s137, 'raw': s138, 'len': s139, 'end_tag': s140}
K29 = {'value': s148}
K30 = {'wire_type': s150}
K31 = {'value': s153}
K33 = {'wire_type': s155}
K34 = {'value': s158}
K36 = {'wire_type': s159}
K37 = {'value': s162}
K39 = {'wire_type': s163}
K40 = {'value': s166}
K41 = {'wire_type': s167}
K45 = {'number': s168, 'wire_type': s169, 'value': s170, 'tag': s171, 'raw': s172, 'len': s173, 'end_tag': s174}
K46 = {'value': s182}
K47 = {'wire_type': s184}
K48 = {'value': s187}
K49 = {'wire_type': s189}
K50 = {'value': s192}
K51 = {'wire_type': s193}
K52 = {'value': s196}
K53 = {'wire_type': s197}
K54 = {'value': s200}
K55 = {'wire_type': s201}
K57 = {'format_version': s202, 'type': s203, 'weights': s204}
K58 = {'sidecar': s208, 'store': s209}
K73 = {'name': s210, 'type': s211, 'doc_string': s212, 'metadata_props': s213, '$unknown': s214, '$layout': s215}
K77 = {'elem_type': s226, 'shape': s227, '$unknown': s228, '$layout': s229}
K81 = {'elem_type': s238, 'shape': s239, '$unknown': s240, '$layout': s241}
K82 = {'elem_type': s250, '$unknown': s251, '$layout': s252}
K83 = {'elem_type': s258, '$unknown': s259, '$layout': s260}
K84 = {'domain': s266, 'name': s267, '$unknown': s268, '$layout': s269}
K85 = {'key_type': s277, 'value_type': s278, '$unknown': s279, '$layout': s280}
K86 = {'tensor_type': s289, 'sequence_type': s290, 'map_type': s291, 'denotation': s292, 'opaque_type': s293, 'sparse_tensor_type': s294, 'optional_type': s295, 'struct_type': s296, '$unknown': s297, '$layout': s298}
K87 = {'tensor_type': s308, 'sequence_type': s309, 'map_type': s310, 'opaque_type': s311, 'sparse_tensor_type': s312, 'optional_type': s313}
K89 = {'struct_type': s314}
K90 = {'tensor_type': s317, 'sequence_type': s318, 'map_type': s319, 'opaque_type': s320, 'sparse_tensor_type': s321, 'struct_type': s322}
K91 = {'optional_type': s323}
K92 = {'tensor_type': s326, 'sequence_type': s327, 'map_type': s328, 'opaque_type': s329, 'optional_type': s330, 'struct_type': s331}
K93 = {'sparse_tensor_type': s332}
K94 = {'tensor_type': s335, 'sequence_type': s336, 'map_type': s337, 'sparse_tensor_type': s338, 'optional_type': s339, 'struct_type': s340}
K95 = {'opaque_type': s341}
K96 = {'tensor_type': s344, 'sequence_type': s345, 'opaque_type': s346, 'sparse_tensor_type': s347, 'optional_type': s348, 'struct_type': s349}
K97 = {'map_type': s350}
K98 = {'tensor_type': s353, 'map_type': s354, 'opaque_type': s355, 'sparse_tensor_type': s356, 'optional_type': s357, 'struct_type': s358}
K99 = {'sequence_type': s359}
K100 = {'sequence_type': s362, 'map_type': s363, 'opaque_type': s364, 'sparse_tensor_type': s365, 'optional_type': s366, 'struct_type': s367}
K101 = {'tensor_type': s368}
K102 = {'initialization': s388, 'algorithm': s389, 'initialization_binding': s390, 'update_binding': s391, '$unknown': s392, '$layout': s393}
K103 = {'dim_value': s403, 'dim_param': s404, 'denotation': s405, '$unknown': s406, '$layout': s407}
K104 = {'dim_value': s412}
K105 = {'dim_param': s413}
K106 = {'dim_param': s416}
K107 = {'dim_value': s417}
K111 = {'dim': s425, '$unknown': s426, '$layout': s427}
K112 = {'begin': s432, 'end': s433, '$unknown': s434, '$layout': s435}
K113 = {'dims': s439, 'data_type': s440, 'segment': s441, 'float_data': s442, 'int32_data': s443, 'string_data': s444, 'int64_data': s445, 'name': s446, 'raw_data': s447, 'double_data': s448, 'uint64_data': s449, 'doc_string': s450, 'external_data': s451, 'data_location': s452, 'metadata_props': s453, '$unknown': s454, '$layout': s455}
K117 = {'tensor_name': s496, 'quant_parameter_tensor_names': s497, '$unknown': s498, '$layout': s499}
K118 = {'field': s506, '$unknown': s507, '$layout': s508}
K119 = {'name': s513, 'type': s514, 'doc_string': s515, 'constant': s516, '$unknown': s517, '$layout': s518}
K120 = {'type': s523}
K121 = {'constant': s524}
K122 = {'constant': s527}
K123 = {'type': s528}
K124 = {'name': s540, 'bit_width': s541, '$unknown': s542, '$layout': s543}
K125 = {'component': s549, 'dimension': s550, '$unknown': s551, '$layout': s552}
K126 = {'element_type': s557, 'dimension': s558, '$unknown': s559, '$layout': s560}
K127 = {'array': s566, 'structure': s567, 'bit_packing': s568, 'type_ref': s569, 'decoder': s570, 'encoder': s571, 'name': s572, 'doc_string': s573, 'metadata_props': s574, 'type_id': s575, '$unknown': s576, '$layout': s577}
K128 = {'array': s584, 'structure': s585, 'bit_packing': s586}
K129 = {'type_ref': s587}
K130 = {'array': s590, 'structure': s591, 'type_ref': s592}
K131 = {'bit_packing': s593}
K132 = {'array': s596, 'bit_packing': s597, 'type_ref': s598}
K133 = {'structure': s599}
K134 = {'structure': s602, 'bit_packing': s603, 'type_ref': s604}
K135 = {'array': s605}
K136 = {'key': s624, 'value': s625, '$unknown': s626, '$layout': s627}
K137 = {'values': s635, 'indices': s636, 'dims': s637, '$unknown': s638, '$layout': s639}
K138 = {'dim_value': s648, 'dim_param': s649, 'num_shards': s650, '$unknown': s651, '$layout': s652}
K139 = {'dim_value': s657}
K140 = {'dim_param': s658}
K141 = {'dim_param': s661}
K142 = {'dim_value': s662}
K143 = {'tensor_name': s668, 'device': s669, 'index_to_device_group_map': s670, 'sharded_dim': s671, '$unknown': s672, '$layout': s673}
K144 = {'axis': s682, 'simple_sharding': s683, '$unknown': s684, '$layout': s685}
K145 = {'name': s690, 'elem_type': s691, 'tensor_values': s692, 'sparse_tensor_values': s693, 'sequence_values': s694, 'map_values': s695, 'optional_values': s696, '$unknown': s697, '$layout': s698}
K146 = {'input_name': s712, 'output_name': s713, '$unknown': s714, '$layout': s715}
K147 = {'$unknown': s723, '$layout': s724}
K148 = {'name': s728, 'elem_type': s729, 'tensor_value': s730, 'sparse_tensor_value': s731, 'sequence_value': s732, 'map_value': s733, 'optional_value': s734, '$unknown': s735, '$layout': s736}
K149 = {'domain': s755, 'version': s756, '$unknown': s757, '$layout': s758}
K150 = {'input': s764, 'output': s765, 'name': s766, 'op_type': s767, 'attribute': s768, 'doc_string': s769, 'domain': s770, 'overload': s771, 'metadata_props': s772, 'device_configurations': s773, '$unknown': s774, '$layout': s775}
K151 = {'configuration_id': s794, 'sharding_spec': s795, 'pipeline_stage': s796, '$unknown': s797, '$layout': s798}
K152 = {'ir_version': s805, 'producer_name': s806, 'producer_version': s807, 'domain': s808, 'model_version': s809, 'doc_string': s810, 'graph': s811, 'opset_import': s812, 'metadata_props': s813, 'training_info': s814, 'functions': s815, 'configuration': s816, 'struct_types': s817, '$unknown': s818, '$layout': s819}
K153 = {'name': s839, 'key_type': s840, 'keys': s841, 'string_keys': s842, 'values': s843, '$unknown': s844, '$layout': s845}
K154 = {'key': s858, 'value': s859, '$unknown': s860, '$layout': s861}
K155 = {'node': s866, 'name': s867, 'initializer': s868, 'doc_string': s869, 'input': s870, 'output': s871, 'value_info': s872, 'quantization_annotation': s873, 'sparse_initializer': s874, 'metadata_props': s875, 'encoded_initializer': s876, 'persistent_bindings': s877, 'paged_cache_initializer': s878, '$unknown': s879, '$layout': s880}
K156 = {'name': s899, 'input': s900, 'output': s901, 'attribute': s902, 'node': s903, 'doc_string': s904, 'opset_import': s905, 'domain': s906, 'attribute_proto': s907, 'value_info': s908, 'overload': s909, 'metadata_props': s910, '$unknown': s911, '$layout': s912}
K157 = {'affine': s932, 'struct_type': s933, 'logical_type': s934, 'raw_data': s935, 'external_data': s936, 'data_location': s937, 'name': s938, 'doc_string': s939, '$unknown': s940, '$layout': s941}
K158 = {'affine': s946}
K159 = {'struct_type': s947}
K160 = {'struct_type': s950}
K161 = {'affine': s951}
K162 = {'name': s971, 'num_devices': s972, 'device': s973, '$unknown': s974, '$layout': s975}
K163 = {'name': s982, 'f': s983, 'i': s984, 's': s985, 't': s986, 'g': s987, 'floats': s988, 'ints': s989, 'strings': s990, 'tensors': s991, 'graphs': s992, 'doc_string': s993, 'tp': s994, 'type_protos': s995, 'type': s996, 'ref_attr_name': s997, 'sparse_tensor': s998, 'sparse_tensors': s999, '$unknown': s1000, '$layout': s1001}
K165 = {'storage_type': s1031, 'scale': s1032, 'zero_point': s1033, 'axis': s1034, 'block_size': s1035, '$unknown': s1036, '$layout': s1037}
K166 = {'$schema': s1048, '$onnxjson': s1049, 'name': s1050, 'type': s1051, 'doc_string': s1052, 'metadata_props': s1053, '$unknown': s1054, '$layout': s1055}
K167 = {'type': s1066}
K168 = {'$schema': s1069, '$onnxjson': s1070, 'tensor_type': s1071, 'sequence_type': s1072, 'map_type': s1073, 'denotation': s1074, 'opaque_type': s1075, 'sparse_tensor_type': s1076, 'optional_type': s1077, 'struct_type': s1078, '$unknown': s1079, '$layout': s1080}
K169 = {'tensor_type': s1090, 'sequence_type': s1091, 'map_type': s1092, 'opaque_type': s1093, 'sparse_tensor_type': s1094, 'optional_type': s1095}
K170 = {'struct_type': s1096}
K171 = {'tensor_type': s1099, 'sequence_type': s1100, 'map_type': s1101, 'opaque_type': s1102, 'sparse_tensor_type': s1103, 'struct_type': s1104}
K172 = {'optional_type': s1105}
K173 = {'tensor_type': s1108, 'sequence_type': s1109, 'map_type': s1110, 'opaque_type': s1111, 'optional_type': s1112, 'struct_type': s1113}
K174 = {'sparse_tensor_type': s1114}
K175 = {'tensor_type': s1117, 'sequence_type': s1118, 'map_type': s1119, 'sparse_tensor_type': s1120, 'optional_type': s1121, 'struct_type': s1122}
K176 = {'opaque_type': s1123}
K177 = {'tensor_type': s1126, 'sequence_type': s1127, 'opaque_type': s1128, 'sparse_tensor_type': s1129, 'optional_type': s1130, 'struct_type': s1131}
K178 = {'map_type': s1132}
K179 = {'tensor_type': s1135, 'map_type': s1136, 'opaque_type': s1137, 'sparse_tensor_type': s1138, 'optional_type': s1139, 'struct_type': s1140}
K180 = {'sequence_type': s1141}
K181 = {'sequence_type': s1144, 'map_type': s1145, 'opaque_type': s1146, 'sparse_tensor_type': s1147, 'optional_type': s1148, 'struct_type': s1149}
K182 = {'tensor_type': s1150}
K183 = {'type': s1170}
K184 = {'$schema': s1173, '$onnxjson': s1174, 'elem_type': s1175, 'shape': s1176, '$unknown': s1177, '$layout': s1178}
K185 = {'type': s1187}
K186 = {'$schema': s1190, '$onnxjson': s1191, 'elem_type': s1192, 'shape': s1193, '$unknown': s1194, '$layout': s1195}
K187 = {'type': s1204}
K188 = {'$schema': s1207, '$onnxjson': s1208, 'elem_type': s1209, '$unknown': s1210, '$layout': s1211}
K189 = {'type': s1217}
K190 = {'$schema': s1220, '$onnxjson': s1221, 'elem_type': s1222, '$unknown': s1223, '$layout': s1224}
K191 = {'type': s1230}
K192 = {'$schema': s1233, '$onnxjson': s1234, 'domain': s1235, 'name': s1236, '$unknown': s1237, '$layout': s1238}
K193 = {'type': s1246}
K194 = {'$schema': s1249, '$onnxjson': s1250, 'key_type': s1251, 'value_type': s1252, '$unknown': s1253, '$layout': s1254}
K195 = {'type': s1263}
K196 = {'$schema': s1266, '$onnxjson': s1267, 'initialization': s1268, 'algorithm': s1269, 'initialization_binding': s1270, 'update_binding': s1271, '$unknown': s1272, '$layout': s1273}
K197 = {'type': s1283}
K198 = {'$schema': s1286, '$onnxjson': s1287, 'dim': s1288, '$unknown': s1289, '$layout': s1290}
K199 = {'type': s1295}
K200 = {'$schema': s1298, '$onnxjson': s1299, 'dim_value': s1300, 'dim_param': s1301, 'denotation': s1302, '$unknown': s1303, '$layout': s1304}
K201 = {'dim_value': s1309}
K202 = {'dim_param': s1310}
K203 = {'dim_param': s1313}
K204 = {'dim_value': s1314}
K205 = {'type': s1322}
K206 = {'$schema': s1325, '$onnxjson': s1326, 'dims': s1327, 'data_type': s1328, 'segment': s1329, 'float_data': s1330, 'int32_data': s1331, 'string_data': s1332, 'int64_data': s1333, 'name': s1334, 'raw_data': s1335, 'double_data': s1336, 'uint64_data': s1337, 'doc_string': s1338, 'external_data': s1339, 'data_location': s1340, 'metadata_props': s1341, '$unknown': s1342, '$layout': s1343}
K207 = {'type': s1384}
K208 = {'$schema': s1387, '$onnxjson': s1388, 'begin': s1389, 'end': s1390, '$unknown': s1391, '$layout': s1392}
K209 = {'type': s1396}
K210 = {'$schema': s1399, '$onnxjson': s1400, 'tensor_name': s1401, 'quant_parameter_tensor_names': s1402, '$unknown': s1403, '$layout': s1404}
K211 = {'type': s1411}
K212 = {'$schema': s1414, '$onnxjson': s1415, 'array': s1416, 'structure': s1417, 'bit_packing': s1418, 'type_ref': s1419, 'decoder': s1420, 'encoder': s1421, 'name': s1422, 'doc_string': s1423, 'metadata_props': s1424, 'type_id': s1425, '$unknown': s1426, '$layout': s1427}
K213 = {'array': s1434, 'structure': s1435, 'bit_packing': s1436}
K214 = {'type_ref': s1437}
K215 = {'array': s1440, 'structure': s1441, 'type_ref': s1442}
K216 = {'bit_packing': s1443}
K217 = {'array': s1446, 'bit_packing': s1447, 'type_ref': s1448}
K218 = {'structure': s1449}
K219 = {'structure': s1452, 'bit_packing': s1453, 'type_ref': s1454}
K220 = {'array': s1455}
K221 = {'type': s1474}
K222 = {'$schema': s1477, '$onnxjson': s1478, 'field': s1479, '$unknown': s1480, '$layout': s1481}
K223 = {'type': s1486}
K224 = {'$schema': s1489, '$onnxjson': s1490, 'name': s1491, 'type': s1492, 'doc_string': s1493, 'constant': s1494, '$unknown': s1495, '$layout': s1496}
K225 = {'type': s1501}
K226 = {'constant': s1502}
K227 = {'constant': s1505}
K228 = {'type': s1506}
K229 = {'type': s1518}
K230 = {'$schema': s1521, '$onnxjson': s1522, 'name': s1523, 'bit_width': s1524, '$unknown': s1525, '$layout': s1526}
K231 = {'type': s1532}
K232 = {'$schema': s1535, '$onnxjson': s1536, 'component': s1537, 'dimension': s1538, '$unknown': s1539, '$layout': s1540}
K233 = {'type': s1545}
K234 = {'$schema': s1548, '$onnxjson': s1549, 'element_type': s1550, 'dimension': s1551, '$unknown': s1552, '$layout': s1553}
K235 = {'type': s1559}
K236 = {'$schema': s1562, '$onnxjson': s1563, 'key': s1564, 'value': s1565, '$unknown': s1566, '$layout': s1567}
K237 = {'type': s1575}
K238 = {'$schema': s1578, '$onnxjson': s1579, 'values': s1580, 'indices': s1581, 'dims': s1582, '$unknown': s1583, '$layout': s1584}
K239 = {'type': s1593}
K240 = {'$schema': s1596, '$onnxjson': s1597, 'dim_value': s1598, 'dim_param': s1599, 'num_shards': s1600, '$unknown': s1601, '$layout': s1602}
K241 = {'dim_value': s1607}
K242 = {'dim_param': s1608}
K243 = {'dim_param': s1611}
K244 = {'dim_value': s1612}
K245 = {'type': s1618}
K246 = {'$schema': s1621, '$onnxjson': s1622, 'tensor_name': s1623, 'device': s1624, 'index_to_device_group_map': s1625, 'sharded_dim': s1626, '$unknown': s1627, '$layout': s1628}
K247 = {'type': s1637}
K248 = {'$schema': s1640, '$onnxjson': s1641, 'axis': s1642, 'simple_sharding': s1643, '$unknown': s1644, '$layout': s1645}
K249 = {'type': s1650}
K250 = {'$schema': s1653, '$onnxjson': s1654, 'name': s1655, 'elem_type': s1656, 'tensor_values': s1657, 'sparse_tensor_values': s1658, 'sequence_values': s1659, 'map_values': s1660, 'optional_values': s1661, '$unknown': s1662, '$layout': s1663}
K251 = {'type': s1677}
K252 = {'$schema': s1680, '$onnxjson': s1681, 'input_name': s1682, 'output_name': s1683, '$unknown': s1684, '$layout': s1685}
K253 = {'type': s1693}
K254 = {'$schema': s1696, '$onnxjson': s1697, '$unknown': s1698, '$layout': s1699}
K255 = {'type': s1703}
K256 = {'$schema': s1706, '$onnxjson': s1707, 'name': s1708, 'elem_type': s1709, 'tensor_value': s1710, 'sparse_tensor_value': s1711, 'sequence_value': s1712, 'map_value': s1713, 'optional_value': s1714, '$unknown': s1715, '$layout': s1716}
K257 = {'type': s1735}
K258 = {'$schema': s1738, '$onnxjson': s1739, 'domain': s1740, 'version': s1741, '$unknown': s1742, '$layout': s1743}
K259 = {'type': s1749}
K260 = {'$schema': s1752, '$onnxjson': s1753, 'input': s1754, 'output': s1755, 'name': s1756, 'op_type': s1757, 'attribute': s1758, 'doc_string': s1759, 'domain': s1760, 'overload': s1761, 'metadata_props': s1762, 'device_configurations': s1763, '$unknown': s1764, '$layout': s1765}
K261 = {'type': s1784}
K262 = {'$schema': s1787, '$onnxjson': s1788, 'configuration_id': s1789, 'sharding_spec': s1790, 'pipeline_stage': s1791, '$unknown': s1792, '$layout': s1793}
K263 = {'type': s1800}
K264 = {'$schema': s1803, '$onnxjson': s1804, 'ir_version': s1805, 'producer_name': s1806, 'producer_version': s1807, 'domain': s1808, 'model_version': s1809, 'doc_string': s1810, 'graph': s1811, 'opset_import': s1812, 'metadata_props': s1813, 'training_info': s1814, 'functions': s1815, 'configuration': s1816, 'struct_types': s1817, '$unknown': s1818, '$layout': s1819}
K265 = {'type': s1839}
K266 = {'$schema': s1842, '$onnxjson': s1843, 'name': s1844, 'key_type': s1845, 'keys': s1846, 'string_keys': s1847, 'values': s1848, '$unknown': s1849, '$layout': s1850}
K267 = {'type': s1863}
K268 = {'$schema': s1866, '$onnxjson': s1867, 'key': s1868, 'value': s1869, '$unknown': s1870, '$layout': s1871}
K269 = {'type': s1876}
K270 = {'$schema': s1879, '$onnxjson': s1880, 'node': s1881, 'name': s1882, 'initializer': s1883, 'doc_string': s1884, 'input': s1885, 'output': s1886, 'value_info': s1887, 'quantization_annotation': s1888, 'sparse_initializer': s1889, 'metadata_props': s1890, 'encoded_initializer': s1891, 'persistent_bindings': s1892, 'paged_cache_initializer': s1893, '$unknown': s1894, '$layout': s1895}
K271 = {'type': s1914}
K272 = {'$schema': s1917, '$onnxjson': s1918, 'name': s1919, 'input': s1920, 'output': s1921, 'attribute': s1922, 'node': s1923, 'doc_string': s1924, 'opset_import': s1925, 'domain': s1926, 'attribute_proto': s1927, 'value_info': s1928, 'overload': s1929, 'metadata_props': s1930, '$unknown': s1931, '$layout': s1932}
K273 = {'type': s1952}
K274 = {'$schema': s1955, '$onnxjson': s1956, 'affine': s1957, 'struct_type': s1958, 'logical_type': s1959, 'raw_data': s1960, 'external_data': s1961, 'data_location': s1962, 'name': s1963, 'doc_string': s1964, '$unknown': s1965, '$layout': s1966}
K275 = {'affine': s1971}
K276 = {'struct_type': s1972}
K277 = {'struct_type': s1975}
K278 = {'affine': s1976}
K279 = {'type': s1996}
K280 = {'$schema': s1999, '$onnxjson': s2000, 'name': s2001, 'num_devices': s2002, 'device': s2003, '$unknown': s2004, '$layout': s2005}
K281 = {'type': s2012}
K282 = {'$schema': s2015, '$onnxjson': s2016, 'name': s2017, 'f': s2018, 'i': s2019, 's': s2020, 't': s2021, 'g': s2022, 'floats': s2023, 'ints': s2024, 'strings': s2025, 'tensors': s2026, 'graphs': s2027, 'doc_string': s2028, 'tp': s2029, 'type_protos': s2030, 'type': s2031, 'ref_attr_name': s2032, 'sparse_tensor': s2033, 'sparse_tensors': s2034, '$unknown': s2035, '$layout': s2036}
K283 = {'type': s2066}
K284 = {'$schema': s2069, '$onnxjson': s2070, 'storage_type': s2071, 'scale': s2072, 'zero_point': s2073, 'axis': s2074, 'block_size': s2075, '$unknown': s2076, '$layout': s2077}
K285 = {'type': s2088}
# The function of each schema file's root, and of each definition of defs.schema.json.
ROOTS = {'AffineLayoutProto.schema.json': s0, 'AttributeProto.schema.json': s1, 'DeviceConfigurationProto.schema.json': s2, 'EncodedValueProto.schema.json': s3, 'FunctionProto.schema.json': s4, 'GraphProto.schema.json': s5, 'IntIntListEntryProto.schema.json': s6, 'MapProto.schema.json': s7, 'ModelProto.schema.json': s8, 'NodeDeviceConfigurationProto.schema.json': s9, 'NodeProto.schema.json': s10, 'OperatorSetIdProto.schema.json': s11, 'OptionalProto.schema.json': s12, 'PagedCacheInitializerProto.schema.json': s13, 'PersistentBindingProto.schema.json': s14, 'SequenceProto.schema.json': s15, 'ShardedDimProto.schema.json': s16, 'ShardingSpecProto.schema.json': s17, 'SimpleShardedDimProto.schema.json': s18, 'SparseTensorProto.schema.json': s19, 'StringStringEntryProto.schema.json': s20, 'StructTypeProto.Array.schema.json': s21, 'StructTypeProto.BitPacking.schema.json': s22, 'StructTypeProto.Component.schema.json': s23, 'StructTypeProto.Field.schema.json': s24, 'StructTypeProto.Structure.schema.json': s25, 'StructTypeProto.schema.json': s26, 'TensorAnnotation.schema.json': s27, 'TensorProto.Segment.schema.json': s28, 'TensorProto.schema.json': s29, 'TensorShapeProto.Dimension.schema.json': s30, 'TensorShapeProto.schema.json': s31, 'TrainingInfoProto.schema.json': s32, 'TypeProto.Map.schema.json': s33, 'TypeProto.Opaque.schema.json': s34, 'TypeProto.Optional.schema.json': s35, 'TypeProto.Sequence.schema.json': s36, 'TypeProto.SparseTensor.schema.json': s37, 'TypeProto.Tensor.schema.json': s38, 'TypeProto.schema.json': s39, 'ValueInfoProto.schema.json': s40, 'defs.schema.json': s41}
PARTS = {'AffineLayoutProto': s42, 'AttributeProto': s43, 'DeviceConfigurationProto': s44, 'EncodedValueProto': s45, 'FunctionProto': s46, 'GraphProto': s47, 'IntIntListEntryProto': s48, 'MapProto': s49, 'ModelProto': s50, 'NodeDeviceConfigurationProto': s51, 'NodeProto': s52, 'OperatorSetIdProto': s53, 'OptionalProto': s54, 'PagedCacheInitializerProto': s55, 'PersistentBindingProto': s56, 'SequenceProto': s57, 'ShardedDimProto': s58, 'ShardingSpecProto': s59, 'SimpleShardedDimProto': s60, 'SparseTensorProto': s61, 'StringStringEntryProto': s62, 'StructTypeProto': s63, 'StructTypeProto.Array': s64, 'StructTypeProto.BitPacking': s65, 'StructTypeProto.Component': s66, 'StructTypeProto.Field': s67, 'StructTypeProto.Structure': s68, 'TensorAnnotation': s69, 'TensorProto': s70, 'TensorProto.Segment': s71, 'TensorShapeProto': s72, 'TensorShapeProto.Dimension': s73, 'TrainingInfoProto': s74, 'TypeProto': s75, 'TypeProto.Map': s76, 'TypeProto.Opaque': s77, 'TypeProto.Optional': s78, 'TypeProto.Sequence': s79, 'TypeProto.SparseTensor': s80, 'TypeProto.Tensor': s81, 'ValueInfoProto': s82, 'AttributeProto.AttributeType': s83, 'OperatorStatus': s84, 'OptionalProto.DataType': s85, 'SequenceProto.DataType': s86, 'TensorProto.DataLocation': s87, 'TensorProto.DataType': s88, 'Version': s89, 'onnxjson.Envelope': s90, 'onnxjson.UnknownField': s91, 'onnxjson.UnknownGroupField': s92, 'onnxjson.Layout': s93, 'onnxjson.Hex': s94, 'onnxjson.Base64': s95, 'onnxjson.Text': s96, 'onnxjson.ReadableValues': s97, 'onnxjson.PayloadRef': s98, 'onnxjson.TypedPayloadRef': s99}
