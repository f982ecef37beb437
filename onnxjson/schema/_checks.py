# Generated from the shipped JSON Schemas by onnxjson.schema.write_checks_module(); do not edit.
# When it is stale (tests/test_startup.py says so) the checks are compiled at run time instead.
# ruff: noqa
# mypy: ignore-errors
SOURCE_DIGEST = '294a424989403f82e5388143ae9e00be644d0a08199b44b06f5328a4e5cb298b'
SCHEMAS_DIGEST = 'daf1ac9df5f7d73617f0bb096a03dd30b036072d167b1e2ea302404c71572608'
import re as _re
from numbers import Number as _Number

from onnxjson.codec.values import LongText as _LongText

_NoneType = type(None)
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
K43 = 536870911
K55 = 1
K58 = frozenset(['AffineLayoutProto', 'AttributeProto', 'DeviceConfigurationProto', 'EncodedValueProto', 'FunctionProto', 'GraphProto', 'IntIntListEntryProto', 'MapProto', 'ModelProto', 'NodeDeviceConfigurationProto', 'NodeProto', 'OperatorSetIdProto', 'OptionalProto', 'PagedCacheInitializerProto', 'PersistentBindingProto', 'SequenceProto', 'ShardedDimProto', 'ShardingSpecProto', 'SimpleShardedDimProto', 'SparseTensorProto', 'StringStringEntryProto', 'StructTypeProto', 'StructTypeProto.Array', 'StructTypeProto.BitPacking', 'StructTypeProto.Component', 'StructTypeProto.Field', 'StructTypeProto.Structure', 'TensorAnnotation', 'TensorProto', 'TensorProto.Segment', 'TensorShapeProto', 'TensorShapeProto.Dimension', 'TrainingInfoProto', 'TypeProto', 'TypeProto.Map', 'TypeProto.Opaque', 'TypeProto.Optional', 'TypeProto.Sequence', 'TypeProto.SparseTensor', 'TypeProto.Tensor', 'ValueInfoProto'])
K59 = frozenset(['IR_VERSION', 'IR_VERSION_2017_10_10', 'IR_VERSION_2017_10_30', 'IR_VERSION_2017_11_3', 'IR_VERSION_2019_1_22', 'IR_VERSION_2019_3_18', 'IR_VERSION_2019_9_19', 'IR_VERSION_2020_5_8', 'IR_VERSION_2021_7_30', 'IR_VERSION_2023_5_5', 'IR_VERSION_2024_3_25', 'IR_VERSION_2025_05_12', 'IR_VERSION_2025_08_26', 'IR_VERSION_2025_11_06', '_START_VERSION'])
K60 = frozenset(['BFLOAT16', 'BOOL', 'COMPLEX128', 'COMPLEX64', 'DOUBLE', 'FLOAT', 'FLOAT16', 'FLOAT4E2M1', 'FLOAT6E2M3', 'FLOAT6E3M2', 'FLOAT8E4M3FN', 'FLOAT8E4M3FNUZ', 'FLOAT8E5M2', 'FLOAT8E5M2FNUZ', 'FLOAT8E8M0', 'INT16', 'INT2', 'INT32', 'INT4', 'INT64', 'INT8', 'STRING', 'UINT16', 'UINT2', 'UINT32', 'UINT4', 'UINT64', 'UINT8', 'UNDEFINED'])
K61 = frozenset(['DEFAULT', 'EXTERNAL'])
K62 = frozenset(['MAP', 'OPTIONAL', 'SEQUENCE', 'SPARSE_TENSOR', 'TENSOR', 'UNDEFINED'])
K63 = frozenset(['EXPERIMENTAL', 'STABLE'])
K64 = frozenset(['FLOAT', 'FLOATS', 'GRAPH', 'GRAPHS', 'INT', 'INTS', 'SPARSE_TENSOR', 'SPARSE_TENSORS', 'STRING', 'STRINGS', 'TENSOR', 'TENSORS', 'TYPE_PROTO', 'TYPE_PROTOS', 'UNDEFINED'])
K66 = frozenset((_NoneType, dict, ))
K67 = frozenset((_NoneType, list, ))
K68 = frozenset((_NoneType, dict, str, ))
K70 = frozenset((_NoneType, int, str, ))
K71 = -2147483648
K72 = 2147483647
K80 = frozenset((_NoneType, ))
K100 = frozenset((_NoneType, int, ))
K101 = -9223372036854775808
K102 = 9223372036854775807
K106 = frozenset((_NoneType, dict, list, ))
K107 = frozenset((float, int, str, ))
K108 = frozenset((dict, str, ))
K156 = frozenset((_NoneType, float, int, str, ))

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
    if not isinstance(x, str) or x != 'group': return False
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
    if not isinstance(x, str) or x != 'len': return False
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
    if not isinstance(x, str) or x != 'i32': return False
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
    if not isinstance(x, str) or x != 'i64': return False
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
    if not isinstance(x, str) or x != 'varint': return False
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
    if not isinstance(x, str) or x not in K42: return False
    return True

def s134(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K43: return False
    return True

def s91(x):
    t = type(x)
    if isinstance(x, dict) and ('number' not in x or 'wire_type' not in x or 'value' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K44.get(k)
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
            p = K45.get(k)
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
            p = K46.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s184(x):
    t = type(x)
    if not isinstance(x, str) or x != 'group': return False
    return True

def s178(x):
    t = type(x)
    if not (s186(x) if s185(x) else _always(x)): return False
    return True

def s186(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K47.get(k)
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
            p = K48.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s189(x):
    t = type(x)
    if not isinstance(x, str) or x != 'len': return False
    return True

def s177(x):
    t = type(x)
    if not (s191(x) if s190(x) else _always(x)): return False
    return True

def s191(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K49.get(k)
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
            p = K50.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s193(x):
    t = type(x)
    if not isinstance(x, str) or x != 'i32': return False
    return True

def s176(x):
    t = type(x)
    if not (s195(x) if s194(x) else _always(x)): return False
    return True

def s195(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K51.get(k)
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
            p = K52.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s197(x):
    t = type(x)
    if not isinstance(x, str) or x != 'i64': return False
    return True

def s175(x):
    t = type(x)
    if not (s199(x) if s198(x) else _always(x)): return False
    return True

def s199(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K53.get(k)
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
            p = K54.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s201(x):
    t = type(x)
    if not isinstance(x, str) or x != 'varint': return False
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
    if not isinstance(x, str) or x not in K42: return False
    return True

def s168(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K55: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K43: return False
    return True

def s90(x):
    t = type(x)
    if isinstance(x, dict) and ('format_version' not in x or 'type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K56.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s204(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('sidecar' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K57.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s205(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s203(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K58: return False
    return True

def s202(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K55: return False
    return True

def s89(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K59: return False
    return True

def s88(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K60: return False
    return True

def s87(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K61: return False
    return True

def s86(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K62: return False
    return True

def s85(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K62: return False
    return True

def s84(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K63: return False
    return True

def s83(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K64: return False
    return True

def s82(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K65.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s211(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s210(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s212(v): return False
    return True

def s212(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s209(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s213(v): return False
    return True

def s213(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s208(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s207(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s206(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s81(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K69.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s217(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s216(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s218(v): return False
    return True

def s218(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s215(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s72(x): return False
    return True

def s214(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s220(x) if s219(x) else _always(x)): return False
    return True

def s220(x):
    t = type(x)
    if not s88(x): return False
    return True

def s219(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s80(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K73.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s224(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s223(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s225(v): return False
    return True

def s225(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s222(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s72(x): return False
    return True

def s221(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s227(x) if s226(x) else _always(x)): return False
    return True

def s227(x):
    t = type(x)
    if not s88(x): return False
    return True

def s226(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s79(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K74.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s230(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s229(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s231(v): return False
    return True

def s231(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s228(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s78(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K75.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s234(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s233(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s235(v): return False
    return True

def s235(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s232(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s77(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K76.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s239(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s238(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s240(v): return False
    return True

def s240(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s237(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s236(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s76(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K77.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s244(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s243(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s245(v): return False
    return True

def s245(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s242(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s241(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s247(x) if s246(x) else _always(x)): return False
    return True

def s247(x):
    t = type(x)
    if not s88(x): return False
    return True

def s246(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s75(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K78.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'tensor_type' in x and not s258(x): return False
    if isinstance(x, dict) and 'sequence_type' in x and not s259(x): return False
    if isinstance(x, dict) and 'map_type' in x and not s260(x): return False
    if isinstance(x, dict) and 'opaque_type' in x and not s261(x): return False
    if isinstance(x, dict) and 'sparse_tensor_type' in x and not s262(x): return False
    if isinstance(x, dict) and 'optional_type' in x and not s263(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s264(x): return False
    return True

def s264(x):
    t = type(x)
    if not (_always(x) if s265(x) else s266(x)): return False
    return True

def s266(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K79.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s272(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s271(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s270(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s269(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s268(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s267(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s265(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K81.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s273(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s263(x):
    t = type(x)
    if not (_always(x) if s274(x) else s275(x)): return False
    return True

def s275(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K82.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s281(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s280(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s279(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s278(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s277(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s276(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s274(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K83.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s282(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s262(x):
    t = type(x)
    if not (_always(x) if s283(x) else s284(x)): return False
    return True

def s284(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K84.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s290(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s289(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s288(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s287(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s286(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s285(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s283(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K85.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s291(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s261(x):
    t = type(x)
    if not (_always(x) if s292(x) else s293(x)): return False
    return True

def s293(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K86.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s299(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s298(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s297(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s296(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s295(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s294(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s292(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K87.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s300(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s260(x):
    t = type(x)
    if not (_always(x) if s301(x) else s302(x)): return False
    return True

def s302(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K88.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s308(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s307(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s306(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s305(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s304(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s303(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s301(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K89.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s309(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s259(x):
    t = type(x)
    if not (_always(x) if s310(x) else s311(x)): return False
    return True

def s311(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K90.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s317(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s316(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s315(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s314(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s313(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s312(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s310(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K91.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s318(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s258(x):
    t = type(x)
    if not (_always(x) if s319(x) else s320(x)): return False
    return True

def s320(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K92.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s326(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s325(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s324(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s323(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s322(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s321(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s319(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K93.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s327(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s257(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s256(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s328(v): return False
    return True

def s328(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s255(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s254(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s78(x): return False
    return True

def s253(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s80(x): return False
    return True

def s252(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s77(x): return False
    return True

def s251(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s250(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s76(x): return False
    return True

def s249(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s79(x): return False
    return True

def s248(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s81(x): return False
    return True

def s74(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K94.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s334(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s333(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s335(v): return False
    return True

def s335(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s332(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s336(v): return False
    return True

def s336(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s331(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s337(v): return False
    return True

def s337(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s330(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s329(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s73(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K95.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s343(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s344(x): return False
    return True

def s344(x):
    t = type(x)
    if not (_always(x) if s345(x) else s346(x)): return False
    return True

def s346(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K96.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s347(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s345(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K97.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s348(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s343(x):
    t = type(x)
    if not (_always(x) if s349(x) else s350(x)): return False
    return True

def s350(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K98.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s351(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s349(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K99.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s352(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s342(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s341(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s353(v): return False
    return True

def s353(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s340(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s339(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s338(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s72(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K103.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s356(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s355(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s357(v): return False
    return True

def s357(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s354(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s358(v): return False
    return True

def s358(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s73(x): return False
    return True

def s71(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K104.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s362(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s361(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s363(v): return False
    return True

def s363(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s360(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s359(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s70(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K105.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s380(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s379(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s381(v): return False
    return True

def s381(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s378(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s382(v): return False
    return True

def s382(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s377(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s384(x) if s383(x) else _always(x)): return False
    return True

def s384(x):
    t = type(x)
    if not s87(x): return False
    return True

def s383(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s376(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s385(v): return False
    return True

def s385(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s375(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s374(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s386(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s386(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s373(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s387(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s387(x):
    t = type(x)
    if t not in K107 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s372(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if not (s389(x) if s388(x) else s390(x)): return False
    return True

def s390(x):
    t = type(x)
    if isinstance(x, dict) and not s98(x): return False
    return True

def s389(x):
    t = type(x)
    if isinstance(x, dict) and not s97(x): return False
    return True

def s388(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('values' not in x): return False
    return True

def s371(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s370(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s391(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s391(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s369(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s392(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s392(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s368(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s393(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s393(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    return True

def s367(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s394(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s394(x):
    t = type(x)
    if t not in K107 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s366(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s71(x): return False
    return True

def s365(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s396(x) if s395(x) else _always(x)): return False
    return True

def s396(x):
    t = type(x)
    if not s88(x): return False
    return True

def s395(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s364(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s397(v): return False
    return True

def s397(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s69(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K109.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s401(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s400(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s402(v): return False
    return True

def s402(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s399(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s403(v): return False
    return True

def s403(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s398(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s68(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K110.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s406(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s405(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s407(v): return False
    return True

def s407(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s404(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s408(v): return False
    return True

def s408(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s67(x): return False
    return True

def s67(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K111.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'type' in x and not s415(x): return False
    if isinstance(x, dict) and 'constant' in x and not s416(x): return False
    return True

def s416(x):
    t = type(x)
    if not (_always(x) if s417(x) else s418(x)): return False
    return True

def s418(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K112.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s419(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s417(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K113.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s420(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s415(x):
    t = type(x)
    if not (_always(x) if s421(x) else s422(x)): return False
    return True

def s422(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K114.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s423(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s421(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K115.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s424(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s414(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s413(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s425(v): return False
    return True

def s425(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s412(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s411(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s410(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s409(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s66(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K116.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s429(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s428(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s430(v): return False
    return True

def s430(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s427(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s426(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s65(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K117.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s434(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s433(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s435(v): return False
    return True

def s435(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s432(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s431(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s436(v): return False
    return True

def s436(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s66(x): return False
    return True

def s64(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K118.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s440(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s439(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s441(v): return False
    return True

def s441(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s438(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s437(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s63(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K119.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'array' in x and not s454(x): return False
    if isinstance(x, dict) and 'structure' in x and not s455(x): return False
    if isinstance(x, dict) and 'bit_packing' in x and not s456(x): return False
    if isinstance(x, dict) and 'type_ref' in x and not s457(x): return False
    return True

def s457(x):
    t = type(x)
    if not (_always(x) if s458(x) else s459(x)): return False
    return True

def s459(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K120.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s462(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s461(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s460(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s458(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K121.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s463(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s456(x):
    t = type(x)
    if not (_always(x) if s464(x) else s465(x)): return False
    return True

def s465(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K122.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s468(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s467(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s466(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s464(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K123.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s469(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s455(x):
    t = type(x)
    if not (_always(x) if s470(x) else s471(x)): return False
    return True

def s471(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K124.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s474(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s473(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s472(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s470(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K125.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s475(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s454(x):
    t = type(x)
    if not (_always(x) if s476(x) else s477(x)): return False
    return True

def s477(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K126.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s480(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s479(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s478(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s476(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K127.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s481(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s453(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s452(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s482(v): return False
    return True

def s482(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s451(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s450(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s483(v): return False
    return True

def s483(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s449(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s448(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s447(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s446(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s445(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s444(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s65(x): return False
    return True

def s443(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s68(x): return False
    return True

def s442(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s64(x): return False
    return True

def s62(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K128.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s487(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s486(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s488(v): return False
    return True

def s488(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s485(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s484(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s61(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K129.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s493(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s492(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s494(v): return False
    return True

def s494(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s491(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s495(v): return False
    return True

def s495(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s490(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s489(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s60(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K130.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s501(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s502(x): return False
    return True

def s502(x):
    t = type(x)
    if not (_always(x) if s503(x) else s504(x)): return False
    return True

def s504(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K131.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s505(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s503(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K132.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s506(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s501(x):
    t = type(x)
    if not (_always(x) if s507(x) else s508(x)): return False
    return True

def s508(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K133.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s509(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s507(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K134.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s510(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s500(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s499(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s511(v): return False
    return True

def s511(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s498(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s497(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s496(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s59(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K135.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s517(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s516(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s518(v): return False
    return True

def s518(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s515(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s519(v): return False
    return True

def s519(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s58(x): return False
    return True

def s514(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s520(v): return False
    return True

def s520(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s48(x): return False
    return True

def s513(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s521(v): return False
    return True

def s521(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s512(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s58(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K136.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s525(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s524(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s526(v): return False
    return True

def s526(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s523(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s527(v): return False
    return True

def s527(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s60(x): return False
    return True

def s522(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s57(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K137.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s536(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s535(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s537(v): return False
    return True

def s537(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s534(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s538(v): return False
    return True

def s538(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s533(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s539(v): return False
    return True

def s539(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s532(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s540(v): return False
    return True

def s540(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s531(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s541(v): return False
    return True

def s541(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s530(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s542(v): return False
    return True

def s542(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s529(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s544(x) if s543(x) else _always(x)): return False
    return True

def s544(x):
    t = type(x)
    if not s86(x): return False
    return True

def s543(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s528(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s56(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K138.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s548(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s547(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s549(v): return False
    return True

def s549(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s546(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s545(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s55(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K139.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s551(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s550(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s552(v): return False
    return True

def s552(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s54(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K140.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s561(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s560(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s562(v): return False
    return True

def s562(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s559(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s558(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s557(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s556(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s555(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s554(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s564(x) if s563(x) else _always(x)): return False
    return True

def s564(x):
    t = type(x)
    if not s85(x): return False
    return True

def s563(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s553(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s53(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K141.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s568(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s567(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s569(v): return False
    return True

def s569(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s566(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s565(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s52(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K142.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s581(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s580(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s582(v): return False
    return True

def s582(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s579(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s583(v): return False
    return True

def s583(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s51(x): return False
    return True

def s578(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s584(v): return False
    return True

def s584(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s577(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s576(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s575(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s574(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s585(v): return False
    return True

def s585(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s573(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s572(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s571(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s586(v): return False
    return True

def s586(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s570(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s587(v): return False
    return True

def s587(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s51(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K143.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s592(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s591(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s593(v): return False
    return True

def s593(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s590(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    return True

def s589(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s594(v): return False
    return True

def s594(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s59(x): return False
    return True

def s588(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s50(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K144.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s609(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s608(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s610(v): return False
    return True

def s610(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s607(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s611(v): return False
    return True

def s611(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s606(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s612(v): return False
    return True

def s612(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s44(x): return False
    return True

def s605(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s613(v): return False
    return True

def s613(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s604(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s614(v): return False
    return True

def s614(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s74(x): return False
    return True

def s603(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s615(v): return False
    return True

def s615(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s602(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s616(v): return False
    return True

def s616(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s601(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s600(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s599(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s598(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s597(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s596(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s595(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s49(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K145.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s623(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s622(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s624(v): return False
    return True

def s624(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s621(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s620(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s625(v): return False
    return True

def s625(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s619(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s626(v): return False
    return True

def s626(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s618(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s628(x) if s627(x) else _always(x)): return False
    return True

def s628(x):
    t = type(x)
    if not s88(x): return False
    return True

def s627(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s617(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s48(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K146.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s632(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s631(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s633(v): return False
    return True

def s633(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s630(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s634(v): return False
    return True

def s634(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s629(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s47(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K147.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s649(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s648(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s650(v): return False
    return True

def s650(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s647(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s651(v): return False
    return True

def s651(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s55(x): return False
    return True

def s646(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s652(v): return False
    return True

def s652(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s56(x): return False
    return True

def s645(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s653(v): return False
    return True

def s653(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s45(x): return False
    return True

def s644(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s654(v): return False
    return True

def s654(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s643(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s655(v): return False
    return True

def s655(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s642(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s656(v): return False
    return True

def s656(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s69(x): return False
    return True

def s641(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s657(v): return False
    return True

def s657(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s640(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s658(v): return False
    return True

def s658(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s639(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s659(v): return False
    return True

def s659(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s638(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s637(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s660(v): return False
    return True

def s660(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s636(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s635(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s661(v): return False
    return True

def s661(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s46(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K148.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s675(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s674(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s676(v): return False
    return True

def s676(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s673(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s677(v): return False
    return True

def s677(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s672(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s671(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s678(v): return False
    return True

def s678(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s670(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s679(v): return False
    return True

def s679(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s669(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s668(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s680(v): return False
    return True

def s680(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s667(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s666(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s681(v): return False
    return True

def s681(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s665(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s682(v): return False
    return True

def s682(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s664(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s683(v): return False
    return True

def s683(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s663(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s684(v): return False
    return True

def s684(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s662(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s45(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K149.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'affine' in x and not s695(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s696(x): return False
    return True

def s696(x):
    t = type(x)
    if not (_always(x) if s697(x) else s698(x)): return False
    return True

def s698(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K150.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s699(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s697(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K151.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s700(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s695(x):
    t = type(x)
    if not (_always(x) if s701(x) else s702(x)): return False
    return True

def s702(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K152.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s703(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s701(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K153.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s704(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s694(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s693(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s705(v): return False
    return True

def s705(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s692(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s691(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s690(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s707(x) if s706(x) else _always(x)): return False
    return True

def s707(x):
    t = type(x)
    if not s87(x): return False
    return True

def s706(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s689(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s708(v): return False
    return True

def s708(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s688(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s687(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s686(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s685(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s42(x): return False
    return True

def s44(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K154.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s713(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s712(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s714(v): return False
    return True

def s714(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s711(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s715(v): return False
    return True

def s715(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s710(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    return True

def s709(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s43(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K155.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s735(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s734(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s736(v): return False
    return True

def s736(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s733(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s737(v): return False
    return True

def s737(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s732(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s731(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s730(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s739(x) if s738(x) else _always(x)): return False
    return True

def s739(x):
    t = type(x)
    if not s83(x): return False
    return True

def s738(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s729(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s740(v): return False
    return True

def s740(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s728(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s727(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s726(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s741(v): return False
    return True

def s741(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s725(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s742(v): return False
    return True

def s742(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s724(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s743(v): return False
    return True

def s743(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s723(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s744(v): return False
    return True

def s744(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s722(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s745(v): return False
    return True

def s745(x):
    t = type(x)
    if t not in K107 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s721(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s720(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s719(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s718(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s717(x):
    t = type(x)
    if t not in K156 and not _is_type(x, ('number', 'string', 'null')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s716(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s42(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K157.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s752(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s751(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s753(v): return False
    return True

def s753(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s750(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s749(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s748(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s747(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s746(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s755(x) if s754(x) else _always(x)): return False
    return True

def s755(x):
    t = type(x)
    if not s88(x): return False
    return True

def s754(x):
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
            p = K158.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s763(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s762(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s764(v): return False
    return True

def s764(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s761(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s765(v): return False
    return True

def s765(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s760(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s759(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s758(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s757(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K159.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s766(x):
    t = type(x)
    if not isinstance(x, str) or x != 'ValueInfoProto': return False
    return True

def s756(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s39(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K160.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'tensor_type' in x and not s779(x): return False
    if isinstance(x, dict) and 'sequence_type' in x and not s780(x): return False
    if isinstance(x, dict) and 'map_type' in x and not s781(x): return False
    if isinstance(x, dict) and 'opaque_type' in x and not s782(x): return False
    if isinstance(x, dict) and 'sparse_tensor_type' in x and not s783(x): return False
    if isinstance(x, dict) and 'optional_type' in x and not s784(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s785(x): return False
    return True

def s785(x):
    t = type(x)
    if not (_always(x) if s786(x) else s787(x)): return False
    return True

def s787(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K161.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s793(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s792(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s791(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s790(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s789(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s788(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s786(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K162.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s794(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s784(x):
    t = type(x)
    if not (_always(x) if s795(x) else s796(x)): return False
    return True

def s796(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K163.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s802(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s801(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s800(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s799(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s798(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s797(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s795(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K164.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s803(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s783(x):
    t = type(x)
    if not (_always(x) if s804(x) else s805(x)): return False
    return True

def s805(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K165.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s811(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s810(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s809(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s808(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s807(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s806(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s804(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K166.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s812(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s782(x):
    t = type(x)
    if not (_always(x) if s813(x) else s814(x)): return False
    return True

def s814(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K167.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s820(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s819(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s818(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s817(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s816(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s815(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s813(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K168.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s821(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s781(x):
    t = type(x)
    if not (_always(x) if s822(x) else s823(x)): return False
    return True

def s823(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K169.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s829(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s828(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s827(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s826(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s825(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s824(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s822(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K170.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s830(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s780(x):
    t = type(x)
    if not (_always(x) if s831(x) else s832(x)): return False
    return True

def s832(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K171.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s838(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s837(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s836(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s835(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s834(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s833(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s831(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K172.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s839(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s779(x):
    t = type(x)
    if not (_always(x) if s840(x) else s841(x)): return False
    return True

def s841(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K173.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s847(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s846(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s845(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s844(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s843(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s842(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s840(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K174.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s848(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s778(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s777(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s849(v): return False
    return True

def s849(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s776(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s775(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s78(x): return False
    return True

def s774(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s80(x): return False
    return True

def s773(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s77(x): return False
    return True

def s772(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s771(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s76(x): return False
    return True

def s770(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s79(x): return False
    return True

def s769(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s81(x): return False
    return True

def s768(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K175.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s850(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto': return False
    return True

def s767(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s38(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K176.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s856(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s855(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s857(v): return False
    return True

def s857(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s854(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s72(x): return False
    return True

def s853(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s859(x) if s858(x) else _always(x)): return False
    return True

def s859(x):
    t = type(x)
    if not s88(x): return False
    return True

def s858(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s852(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K177.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s860(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Tensor': return False
    return True

def s851(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s37(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K178.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s866(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s865(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s867(v): return False
    return True

def s867(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s864(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s72(x): return False
    return True

def s863(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s869(x) if s868(x) else _always(x)): return False
    return True

def s869(x):
    t = type(x)
    if not s88(x): return False
    return True

def s868(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s862(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K179.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s870(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.SparseTensor': return False
    return True

def s861(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s36(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K180.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s875(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s874(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s876(v): return False
    return True

def s876(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s873(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s872(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K181.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s877(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Sequence': return False
    return True

def s871(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s35(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K182.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s882(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s881(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s883(v): return False
    return True

def s883(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s880(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s879(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K183.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s884(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Optional': return False
    return True

def s878(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s34(x):
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

def s890(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s889(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s891(v): return False
    return True

def s891(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s888(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s887(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s886(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K185.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s892(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Opaque': return False
    return True

def s885(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s33(x):
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

def s898(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s897(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s899(v): return False
    return True

def s899(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s896(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s895(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s901(x) if s900(x) else _always(x)): return False
    return True

def s901(x):
    t = type(x)
    if not s88(x): return False
    return True

def s900(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s894(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K187.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s902(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Map': return False
    return True

def s893(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s32(x):
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

def s910(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s909(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s911(v): return False
    return True

def s911(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s908(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s912(v): return False
    return True

def s912(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s907(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s913(v): return False
    return True

def s913(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s906(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s905(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s904(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K189.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s914(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TrainingInfoProto': return False
    return True

def s903(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s31(x):
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

def s919(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s918(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s920(v): return False
    return True

def s920(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s917(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s921(v): return False
    return True

def s921(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s73(x): return False
    return True

def s916(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K191.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s922(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorShapeProto': return False
    return True

def s915(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s30(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K192.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s930(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s931(x): return False
    return True

def s931(x):
    t = type(x)
    if not (_always(x) if s932(x) else s933(x)): return False
    return True

def s933(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K193.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s934(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s932(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K194.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s935(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s930(x):
    t = type(x)
    if not (_always(x) if s936(x) else s937(x)): return False
    return True

def s937(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K195.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s938(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s936(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K196.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s939(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s929(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s928(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s940(v): return False
    return True

def s940(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s927(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s926(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s925(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s924(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K197.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s941(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorShapeProto.Dimension': return False
    return True

def s923(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s29(x):
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

def s960(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s959(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s961(v): return False
    return True

def s961(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s958(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s962(v): return False
    return True

def s962(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s957(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s964(x) if s963(x) else _always(x)): return False
    return True

def s964(x):
    t = type(x)
    if not s87(x): return False
    return True

def s963(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s956(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s965(v): return False
    return True

def s965(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s955(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s954(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s966(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s966(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s953(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s967(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s967(x):
    t = type(x)
    if t not in K107 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s952(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if not (s969(x) if s968(x) else s970(x)): return False
    return True

def s970(x):
    t = type(x)
    if isinstance(x, dict) and not s98(x): return False
    return True

def s969(x):
    t = type(x)
    if isinstance(x, dict) and not s97(x): return False
    return True

def s968(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('values' not in x): return False
    return True

def s951(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s950(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s971(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s971(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s949(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s972(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s972(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s948(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s973(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s973(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    return True

def s947(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s974(v): return False
    if isinstance(x, dict) and not s99(x): return False
    return True

def s974(x):
    t = type(x)
    if t not in K107 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s946(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s71(x): return False
    return True

def s945(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s976(x) if s975(x) else _always(x)): return False
    return True

def s976(x):
    t = type(x)
    if not s88(x): return False
    return True

def s975(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s944(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s977(v): return False
    return True

def s977(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s943(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K199.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s978(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorProto': return False
    return True

def s942(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s28(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K200.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s984(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s983(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s985(v): return False
    return True

def s985(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s982(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s981(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s980(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K201.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s986(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorProto.Segment': return False
    return True

def s979(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s27(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K202.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s992(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s991(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s993(v): return False
    return True

def s993(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s990(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s994(v): return False
    return True

def s994(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s989(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s988(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K203.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s995(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorAnnotation': return False
    return True

def s987(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s26(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K204.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'array' in x and not s1010(x): return False
    if isinstance(x, dict) and 'structure' in x and not s1011(x): return False
    if isinstance(x, dict) and 'bit_packing' in x and not s1012(x): return False
    if isinstance(x, dict) and 'type_ref' in x and not s1013(x): return False
    return True

def s1013(x):
    t = type(x)
    if not (_always(x) if s1014(x) else s1015(x)): return False
    return True

def s1015(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K205.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1018(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1017(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1016(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1014(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K206.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1019(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1012(x):
    t = type(x)
    if not (_always(x) if s1020(x) else s1021(x)): return False
    return True

def s1021(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K207.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1024(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1023(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1022(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1020(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K208.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1025(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1011(x):
    t = type(x)
    if not (_always(x) if s1026(x) else s1027(x)): return False
    return True

def s1027(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K209.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1030(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1029(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1028(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1026(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K210.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1031(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1010(x):
    t = type(x)
    if not (_always(x) if s1032(x) else s1033(x)): return False
    return True

def s1033(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K211.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1036(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1035(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1034(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1032(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K212.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1037(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1009(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1008(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1038(v): return False
    return True

def s1038(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1007(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1006(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1039(v): return False
    return True

def s1039(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1005(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1004(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1003(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s1002(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s1001(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1000(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s65(x): return False
    return True

def s999(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s68(x): return False
    return True

def s998(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s64(x): return False
    return True

def s997(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K213.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1040(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto': return False
    return True

def s996(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s25(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K214.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1045(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1044(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1046(v): return False
    return True

def s1046(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1043(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1047(v): return False
    return True

def s1047(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s67(x): return False
    return True

def s1042(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K215.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1048(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.Structure': return False
    return True

def s1041(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s24(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K216.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'type' in x and not s1057(x): return False
    if isinstance(x, dict) and 'constant' in x and not s1058(x): return False
    return True

def s1058(x):
    t = type(x)
    if not (_always(x) if s1059(x) else s1060(x)): return False
    return True

def s1060(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K217.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1061(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1059(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K218.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1062(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1057(x):
    t = type(x)
    if not (_always(x) if s1063(x) else s1064(x)): return False
    return True

def s1064(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K219.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1065(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1063(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K220.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1066(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1056(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1055(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1067(v): return False
    return True

def s1067(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1054(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1053(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1052(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1051(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1050(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K221.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1068(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.Field': return False
    return True

def s1049(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s23(x):
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

def s1074(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1073(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1075(v): return False
    return True

def s1075(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1072(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s1071(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1070(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K223.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1076(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.Component': return False
    return True

def s1069(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s22(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K224.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1082(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1081(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1083(v): return False
    return True

def s1083(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1080(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1079(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1084(v): return False
    return True

def s1084(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s66(x): return False
    return True

def s1078(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K225.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1085(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.BitPacking': return False
    return True

def s1077(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s21(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K226.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1091(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1090(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1092(v): return False
    return True

def s1092(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1089(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1088(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1087(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K227.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1093(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.Array': return False
    return True

def s1086(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s20(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K228.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1099(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1098(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1100(v): return False
    return True

def s1100(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1097(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1096(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1095(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K229.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1101(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StringStringEntryProto': return False
    return True

def s1094(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s19(x):
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

def s1108(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1107(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1109(v): return False
    return True

def s1109(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1106(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1110(v): return False
    return True

def s1110(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1105(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1104(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1103(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K231.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1111(x):
    t = type(x)
    if not isinstance(x, str) or x != 'SparseTensorProto': return False
    return True

def s1102(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s18(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K232.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s1119(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s1120(x): return False
    return True

def s1120(x):
    t = type(x)
    if not (_always(x) if s1121(x) else s1122(x)): return False
    return True

def s1122(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K233.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1123(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1121(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K234.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1124(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1119(x):
    t = type(x)
    if not (_always(x) if s1125(x) else s1126(x)): return False
    return True

def s1126(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K235.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1127(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1125(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K236.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1128(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1118(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1117(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1129(v): return False
    return True

def s1129(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1116(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1115(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1114(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1113(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K237.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1130(x):
    t = type(x)
    if not isinstance(x, str) or x != 'SimpleShardedDimProto': return False
    return True

def s1112(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s17(x):
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

def s1138(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1137(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1139(v): return False
    return True

def s1139(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1136(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1140(v): return False
    return True

def s1140(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s58(x): return False
    return True

def s1135(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1141(v): return False
    return True

def s1141(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s48(x): return False
    return True

def s1134(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1142(v): return False
    return True

def s1142(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1133(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1132(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K239.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1143(x):
    t = type(x)
    if not isinstance(x, str) or x != 'ShardingSpecProto': return False
    return True

def s1131(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s16(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K240.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1149(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1148(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1150(v): return False
    return True

def s1150(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1147(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1151(v): return False
    return True

def s1151(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s60(x): return False
    return True

def s1146(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1145(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K241.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1152(x):
    t = type(x)
    if not isinstance(x, str) or x != 'ShardedDimProto': return False
    return True

def s1144(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s15(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K242.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1163(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1162(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1164(v): return False
    return True

def s1164(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1161(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1165(v): return False
    return True

def s1165(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s1160(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1166(v): return False
    return True

def s1166(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s1159(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1167(v): return False
    return True

def s1167(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1158(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1168(v): return False
    return True

def s1168(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1157(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1169(v): return False
    return True

def s1169(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1156(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s1171(x) if s1170(x) else _always(x)): return False
    return True

def s1171(x):
    t = type(x)
    if not s86(x): return False
    return True

def s1170(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1155(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1154(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K243.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1172(x):
    t = type(x)
    if not isinstance(x, str) or x != 'SequenceProto': return False
    return True

def s1153(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s14(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K244.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1178(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1177(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1179(v): return False
    return True

def s1179(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1176(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1175(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1174(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K245.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1180(x):
    t = type(x)
    if not isinstance(x, str) or x != 'PersistentBindingProto': return False
    return True

def s1173(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s13(x):
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

def s1184(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1183(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1185(v): return False
    return True

def s1185(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1182(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K247.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1186(x):
    t = type(x)
    if not isinstance(x, str) or x != 'PagedCacheInitializerProto': return False
    return True

def s1181(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s12(x):
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

def s1197(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1196(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1198(v): return False
    return True

def s1198(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1195(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s1194(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s1193(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1192(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1191(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1190(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s1200(x) if s1199(x) else _always(x)): return False
    return True

def s1200(x):
    t = type(x)
    if not s85(x): return False
    return True

def s1199(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1189(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1188(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K249.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1201(x):
    t = type(x)
    if not isinstance(x, str) or x != 'OptionalProto': return False
    return True

def s1187(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s11(x):
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

def s1207(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1206(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1208(v): return False
    return True

def s1208(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1205(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1204(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1203(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K251.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1209(x):
    t = type(x)
    if not isinstance(x, str) or x != 'OperatorSetIdProto': return False
    return True

def s1202(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s10(x):
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

def s1223(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1222(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1224(v): return False
    return True

def s1224(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1221(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1225(v): return False
    return True

def s1225(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s51(x): return False
    return True

def s1220(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1226(v): return False
    return True

def s1226(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1219(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1218(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1217(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1216(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1227(v): return False
    return True

def s1227(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s1215(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1214(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1213(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1228(v): return False
    return True

def s1228(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1212(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1229(v): return False
    return True

def s1229(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1211(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K253.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1230(x):
    t = type(x)
    if not isinstance(x, str) or x != 'NodeProto': return False
    return True

def s1210(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s9(x):
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

def s1237(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1236(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1238(v): return False
    return True

def s1238(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1235(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    return True

def s1234(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1239(v): return False
    return True

def s1239(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s59(x): return False
    return True

def s1233(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1232(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K255.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1240(x):
    t = type(x)
    if not isinstance(x, str) or x != 'NodeDeviceConfigurationProto': return False
    return True

def s1231(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s8(x):
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

def s1257(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1256(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1258(v): return False
    return True

def s1258(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1255(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1259(v): return False
    return True

def s1259(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s1254(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1260(v): return False
    return True

def s1260(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s44(x): return False
    return True

def s1253(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1261(v): return False
    return True

def s1261(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s1252(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1262(v): return False
    return True

def s1262(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s74(x): return False
    return True

def s1251(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1263(v): return False
    return True

def s1263(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1250(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1264(v): return False
    return True

def s1264(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s1249(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1248(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1247(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1246(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1245(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1244(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1243(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1242(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K257.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1265(x):
    t = type(x)
    if not isinstance(x, str) or x != 'ModelProto': return False
    return True

def s1241(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s7(x):
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

def s1274(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1273(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1275(v): return False
    return True

def s1275(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1272(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1271(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1276(v): return False
    return True

def s1276(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1270(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1277(v): return False
    return True

def s1277(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1269(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s1279(x) if s1278(x) else _always(x)): return False
    return True

def s1279(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1278(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1268(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1267(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K259.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1280(x):
    t = type(x)
    if not isinstance(x, str) or x != 'MapProto': return False
    return True

def s1266(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s6(x):
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

def s1286(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1285(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1287(v): return False
    return True

def s1287(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1284(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1288(v): return False
    return True

def s1288(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1283(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1282(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K261.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1289(x):
    t = type(x)
    if not isinstance(x, str) or x != 'IntIntListEntryProto': return False
    return True

def s1281(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s5(x):
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

def s1306(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1305(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1307(v): return False
    return True

def s1307(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1304(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1308(v): return False
    return True

def s1308(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s55(x): return False
    return True

def s1303(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1309(v): return False
    return True

def s1309(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s56(x): return False
    return True

def s1302(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1310(v): return False
    return True

def s1310(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s45(x): return False
    return True

def s1301(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1311(v): return False
    return True

def s1311(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1300(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1312(v): return False
    return True

def s1312(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1299(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1313(v): return False
    return True

def s1313(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s69(x): return False
    return True

def s1298(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1314(v): return False
    return True

def s1314(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1297(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1315(v): return False
    return True

def s1315(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1296(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1316(v): return False
    return True

def s1316(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1295(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1294(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1317(v): return False
    return True

def s1317(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1293(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1292(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1318(v): return False
    return True

def s1318(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s1291(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K263.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1319(x):
    t = type(x)
    if not isinstance(x, str) or x != 'GraphProto': return False
    return True

def s1290(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s4(x):
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

def s1335(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1334(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1336(v): return False
    return True

def s1336(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1333(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1337(v): return False
    return True

def s1337(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1332(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1331(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1338(v): return False
    return True

def s1338(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1330(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1339(v): return False
    return True

def s1339(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s1329(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1328(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1340(v): return False
    return True

def s1340(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s1327(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1326(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1341(v): return False
    return True

def s1341(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s1325(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1342(v): return False
    return True

def s1342(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1324(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1343(v): return False
    return True

def s1343(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1323(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1344(v): return False
    return True

def s1344(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1322(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1321(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K265.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1345(x):
    t = type(x)
    if not isinstance(x, str) or x != 'FunctionProto': return False
    return True

def s1320(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s3(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K266.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'affine' in x and not s1358(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s1359(x): return False
    return True

def s1359(x):
    t = type(x)
    if not (_always(x) if s1360(x) else s1361(x)): return False
    return True

def s1361(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K267.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1362(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1360(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K268.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1363(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1358(x):
    t = type(x)
    if not (_always(x) if s1364(x) else s1365(x)): return False
    return True

def s1365(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K269.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1366(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1364(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K270.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1367(x):
    t = type(x)
    if t not in K80 and not _is_type(x, ('null',)): return False
    return True

def s1357(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1356(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1368(v): return False
    return True

def s1368(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1355(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1354(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1353(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s1370(x) if s1369(x) else _always(x)): return False
    return True

def s1370(x):
    t = type(x)
    if not s87(x): return False
    return True

def s1369(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1352(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1371(v): return False
    return True

def s1371(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1351(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s1350(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1349(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s1348(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s42(x): return False
    return True

def s1347(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K271.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1372(x):
    t = type(x)
    if not isinstance(x, str) or x != 'EncodedValueProto': return False
    return True

def s1346(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s2(x):
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

def s1379(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1378(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1380(v): return False
    return True

def s1380(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1377(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1381(v): return False
    return True

def s1381(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1376(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    return True

def s1375(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1374(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K273.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1382(x):
    t = type(x)
    if not isinstance(x, str) or x != 'DeviceConfigurationProto': return False
    return True

def s1373(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K274.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1404(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1403(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1405(v): return False
    return True

def s1405(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1402(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1406(v): return False
    return True

def s1406(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1401(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1400(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1399(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s1408(x) if s1407(x) else _always(x)): return False
    return True

def s1408(x):
    t = type(x)
    if not s83(x): return False
    return True

def s1407(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1398(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1409(v): return False
    return True

def s1409(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1397(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1396(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1395(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1410(v): return False
    return True

def s1410(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1394(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1411(v): return False
    return True

def s1411(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1393(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1412(v): return False
    return True

def s1412(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1392(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1413(v): return False
    return True

def s1413(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1391(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1414(v): return False
    return True

def s1414(x):
    t = type(x)
    if t not in K107 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s1390(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1389(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1388(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1387(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1386(x):
    t = type(x)
    if t not in K156 and not _is_type(x, ('number', 'string', 'null')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s1385(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s96(x): return False
    return True

def s1384(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K275.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1415(x):
    t = type(x)
    if not isinstance(x, str) or x != 'AttributeProto': return False
    return True

def s1383(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s0(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K276.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1424(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s93(x): return False
    return True

def s1423(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1425(v): return False
    return True

def s1425(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1422(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1421(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K101: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K102: return False
    return True

def s1420(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1419(x):
    t = type(x)
    if t not in K66 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1418(x):
    t = type(x)
    if t not in K70 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K71: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K72: return False
    if not (s1427(x) if s1426(x) else _always(x)): return False
    return True

def s1427(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1426(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1417(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K277.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1428(x):
    t = type(x)
    if not isinstance(x, str) or x != 'AffineLayoutProto': return False
    return True

def s1416(x):
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
K44 = {'number': s168, 'wire_type': s169, 'value': s170, 'tag': s171, 'raw': s172, 'len': s173, 'end_tag': s174}
K45 = {'value': s182}
K46 = {'wire_type': s184}
K47 = {'value': s187}
K48 = {'wire_type': s189}
K49 = {'value': s192}
K50 = {'wire_type': s193}
K51 = {'value': s196}
K52 = {'wire_type': s197}
K53 = {'value': s200}
K54 = {'wire_type': s201}
K56 = {'format_version': s202, 'type': s203, 'weights': s204}
K57 = {'sidecar': s205}
K65 = {'name': s206, 'type': s207, 'doc_string': s208, 'metadata_props': s209, '$unknown': s210, '$layout': s211}
K69 = {'elem_type': s214, 'shape': s215, '$unknown': s216, '$layout': s217}
K73 = {'elem_type': s221, 'shape': s222, '$unknown': s223, '$layout': s224}
K74 = {'elem_type': s228, '$unknown': s229, '$layout': s230}
K75 = {'elem_type': s232, '$unknown': s233, '$layout': s234}
K76 = {'domain': s236, 'name': s237, '$unknown': s238, '$layout': s239}
K77 = {'key_type': s241, 'value_type': s242, '$unknown': s243, '$layout': s244}
K78 = {'tensor_type': s248, 'sequence_type': s249, 'map_type': s250, 'denotation': s251, 'opaque_type': s252, 'sparse_tensor_type': s253, 'optional_type': s254, 'struct_type': s255, '$unknown': s256, '$layout': s257}
K79 = {'tensor_type': s267, 'sequence_type': s268, 'map_type': s269, 'opaque_type': s270, 'sparse_tensor_type': s271, 'optional_type': s272}
K81 = {'struct_type': s273}
K82 = {'tensor_type': s276, 'sequence_type': s277, 'map_type': s278, 'opaque_type': s279, 'sparse_tensor_type': s280, 'struct_type': s281}
K83 = {'optional_type': s282}
K84 = {'tensor_type': s285, 'sequence_type': s286, 'map_type': s287, 'opaque_type': s288, 'optional_type': s289, 'struct_type': s290}
K85 = {'sparse_tensor_type': s291}
K86 = {'tensor_type': s294, 'sequence_type': s295, 'map_type': s296, 'sparse_tensor_type': s297, 'optional_type': s298, 'struct_type': s299}
K87 = {'opaque_type': s300}
K88 = {'tensor_type': s303, 'sequence_type': s304, 'opaque_type': s305, 'sparse_tensor_type': s306, 'optional_type': s307, 'struct_type': s308}
K89 = {'map_type': s309}
K90 = {'tensor_type': s312, 'map_type': s313, 'opaque_type': s314, 'sparse_tensor_type': s315, 'optional_type': s316, 'struct_type': s317}
K91 = {'sequence_type': s318}
K92 = {'sequence_type': s321, 'map_type': s322, 'opaque_type': s323, 'sparse_tensor_type': s324, 'optional_type': s325, 'struct_type': s326}
K93 = {'tensor_type': s327}
K94 = {'initialization': s329, 'algorithm': s330, 'initialization_binding': s331, 'update_binding': s332, '$unknown': s333, '$layout': s334}
K95 = {'dim_value': s338, 'dim_param': s339, 'denotation': s340, '$unknown': s341, '$layout': s342}
K96 = {'dim_value': s347}
K97 = {'dim_param': s348}
K98 = {'dim_param': s351}
K99 = {'dim_value': s352}
K103 = {'dim': s354, '$unknown': s355, '$layout': s356}
K104 = {'begin': s359, 'end': s360, '$unknown': s361, '$layout': s362}
K105 = {'dims': s364, 'data_type': s365, 'segment': s366, 'float_data': s367, 'int32_data': s368, 'string_data': s369, 'int64_data': s370, 'name': s371, 'raw_data': s372, 'double_data': s373, 'uint64_data': s374, 'doc_string': s375, 'external_data': s376, 'data_location': s377, 'metadata_props': s378, '$unknown': s379, '$layout': s380}
K109 = {'tensor_name': s398, 'quant_parameter_tensor_names': s399, '$unknown': s400, '$layout': s401}
K110 = {'field': s404, '$unknown': s405, '$layout': s406}
K111 = {'name': s409, 'type': s410, 'doc_string': s411, 'constant': s412, '$unknown': s413, '$layout': s414}
K112 = {'type': s419}
K113 = {'constant': s420}
K114 = {'constant': s423}
K115 = {'type': s424}
K116 = {'name': s426, 'bit_width': s427, '$unknown': s428, '$layout': s429}
K117 = {'component': s431, 'dimension': s432, '$unknown': s433, '$layout': s434}
K118 = {'element_type': s437, 'dimension': s438, '$unknown': s439, '$layout': s440}
K119 = {'array': s442, 'structure': s443, 'bit_packing': s444, 'type_ref': s445, 'decoder': s446, 'encoder': s447, 'name': s448, 'doc_string': s449, 'metadata_props': s450, 'type_id': s451, '$unknown': s452, '$layout': s453}
K120 = {'array': s460, 'structure': s461, 'bit_packing': s462}
K121 = {'type_ref': s463}
K122 = {'array': s466, 'structure': s467, 'type_ref': s468}
K123 = {'bit_packing': s469}
K124 = {'array': s472, 'bit_packing': s473, 'type_ref': s474}
K125 = {'structure': s475}
K126 = {'structure': s478, 'bit_packing': s479, 'type_ref': s480}
K127 = {'array': s481}
K128 = {'key': s484, 'value': s485, '$unknown': s486, '$layout': s487}
K129 = {'values': s489, 'indices': s490, 'dims': s491, '$unknown': s492, '$layout': s493}
K130 = {'dim_value': s496, 'dim_param': s497, 'num_shards': s498, '$unknown': s499, '$layout': s500}
K131 = {'dim_value': s505}
K132 = {'dim_param': s506}
K133 = {'dim_param': s509}
K134 = {'dim_value': s510}
K135 = {'tensor_name': s512, 'device': s513, 'index_to_device_group_map': s514, 'sharded_dim': s515, '$unknown': s516, '$layout': s517}
K136 = {'axis': s522, 'simple_sharding': s523, '$unknown': s524, '$layout': s525}
K137 = {'name': s528, 'elem_type': s529, 'tensor_values': s530, 'sparse_tensor_values': s531, 'sequence_values': s532, 'map_values': s533, 'optional_values': s534, '$unknown': s535, '$layout': s536}
K138 = {'input_name': s545, 'output_name': s546, '$unknown': s547, '$layout': s548}
K139 = {'$unknown': s550, '$layout': s551}
K140 = {'name': s553, 'elem_type': s554, 'tensor_value': s555, 'sparse_tensor_value': s556, 'sequence_value': s557, 'map_value': s558, 'optional_value': s559, '$unknown': s560, '$layout': s561}
K141 = {'domain': s565, 'version': s566, '$unknown': s567, '$layout': s568}
K142 = {'input': s570, 'output': s571, 'name': s572, 'op_type': s573, 'attribute': s574, 'doc_string': s575, 'domain': s576, 'overload': s577, 'metadata_props': s578, 'device_configurations': s579, '$unknown': s580, '$layout': s581}
K143 = {'configuration_id': s588, 'sharding_spec': s589, 'pipeline_stage': s590, '$unknown': s591, '$layout': s592}
K144 = {'ir_version': s595, 'producer_name': s596, 'producer_version': s597, 'domain': s598, 'model_version': s599, 'doc_string': s600, 'graph': s601, 'opset_import': s602, 'metadata_props': s603, 'training_info': s604, 'functions': s605, 'configuration': s606, 'struct_types': s607, '$unknown': s608, '$layout': s609}
K145 = {'name': s617, 'key_type': s618, 'keys': s619, 'string_keys': s620, 'values': s621, '$unknown': s622, '$layout': s623}
K146 = {'key': s629, 'value': s630, '$unknown': s631, '$layout': s632}
K147 = {'node': s635, 'name': s636, 'initializer': s637, 'doc_string': s638, 'input': s639, 'output': s640, 'value_info': s641, 'quantization_annotation': s642, 'sparse_initializer': s643, 'metadata_props': s644, 'encoded_initializer': s645, 'persistent_bindings': s646, 'paged_cache_initializer': s647, '$unknown': s648, '$layout': s649}
K148 = {'name': s662, 'input': s663, 'output': s664, 'attribute': s665, 'node': s666, 'doc_string': s667, 'opset_import': s668, 'domain': s669, 'attribute_proto': s670, 'value_info': s671, 'overload': s672, 'metadata_props': s673, '$unknown': s674, '$layout': s675}
K149 = {'affine': s685, 'struct_type': s686, 'logical_type': s687, 'raw_data': s688, 'external_data': s689, 'data_location': s690, 'name': s691, 'doc_string': s692, '$unknown': s693, '$layout': s694}
K150 = {'affine': s699}
K151 = {'struct_type': s700}
K152 = {'struct_type': s703}
K153 = {'affine': s704}
K154 = {'name': s709, 'num_devices': s710, 'device': s711, '$unknown': s712, '$layout': s713}
K155 = {'name': s716, 'f': s717, 'i': s718, 's': s719, 't': s720, 'g': s721, 'floats': s722, 'ints': s723, 'strings': s724, 'tensors': s725, 'graphs': s726, 'doc_string': s727, 'tp': s728, 'type_protos': s729, 'type': s730, 'ref_attr_name': s731, 'sparse_tensor': s732, 'sparse_tensors': s733, '$unknown': s734, '$layout': s735}
K157 = {'storage_type': s746, 'scale': s747, 'zero_point': s748, 'axis': s749, 'block_size': s750, '$unknown': s751, '$layout': s752}
K158 = {'$schema': s756, '$onnxjson': s757, 'name': s758, 'type': s759, 'doc_string': s760, 'metadata_props': s761, '$unknown': s762, '$layout': s763}
K159 = {'type': s766}
K160 = {'$schema': s767, '$onnxjson': s768, 'tensor_type': s769, 'sequence_type': s770, 'map_type': s771, 'denotation': s772, 'opaque_type': s773, 'sparse_tensor_type': s774, 'optional_type': s775, 'struct_type': s776, '$unknown': s777, '$layout': s778}
K161 = {'tensor_type': s788, 'sequence_type': s789, 'map_type': s790, 'opaque_type': s791, 'sparse_tensor_type': s792, 'optional_type': s793}
K162 = {'struct_type': s794}
K163 = {'tensor_type': s797, 'sequence_type': s798, 'map_type': s799, 'opaque_type': s800, 'sparse_tensor_type': s801, 'struct_type': s802}
K164 = {'optional_type': s803}
K165 = {'tensor_type': s806, 'sequence_type': s807, 'map_type': s808, 'opaque_type': s809, 'optional_type': s810, 'struct_type': s811}
K166 = {'sparse_tensor_type': s812}
K167 = {'tensor_type': s815, 'sequence_type': s816, 'map_type': s817, 'sparse_tensor_type': s818, 'optional_type': s819, 'struct_type': s820}
K168 = {'opaque_type': s821}
K169 = {'tensor_type': s824, 'sequence_type': s825, 'opaque_type': s826, 'sparse_tensor_type': s827, 'optional_type': s828, 'struct_type': s829}
K170 = {'map_type': s830}
K171 = {'tensor_type': s833, 'map_type': s834, 'opaque_type': s835, 'sparse_tensor_type': s836, 'optional_type': s837, 'struct_type': s838}
K172 = {'sequence_type': s839}
K173 = {'sequence_type': s842, 'map_type': s843, 'opaque_type': s844, 'sparse_tensor_type': s845, 'optional_type': s846, 'struct_type': s847}
K174 = {'tensor_type': s848}
K175 = {'type': s850}
K176 = {'$schema': s851, '$onnxjson': s852, 'elem_type': s853, 'shape': s854, '$unknown': s855, '$layout': s856}
K177 = {'type': s860}
K178 = {'$schema': s861, '$onnxjson': s862, 'elem_type': s863, 'shape': s864, '$unknown': s865, '$layout': s866}
K179 = {'type': s870}
K180 = {'$schema': s871, '$onnxjson': s872, 'elem_type': s873, '$unknown': s874, '$layout': s875}
K181 = {'type': s877}
K182 = {'$schema': s878, '$onnxjson': s879, 'elem_type': s880, '$unknown': s881, '$layout': s882}
K183 = {'type': s884}
K184 = {'$schema': s885, '$onnxjson': s886, 'domain': s887, 'name': s888, '$unknown': s889, '$layout': s890}
K185 = {'type': s892}
K186 = {'$schema': s893, '$onnxjson': s894, 'key_type': s895, 'value_type': s896, '$unknown': s897, '$layout': s898}
K187 = {'type': s902}
K188 = {'$schema': s903, '$onnxjson': s904, 'initialization': s905, 'algorithm': s906, 'initialization_binding': s907, 'update_binding': s908, '$unknown': s909, '$layout': s910}
K189 = {'type': s914}
K190 = {'$schema': s915, '$onnxjson': s916, 'dim': s917, '$unknown': s918, '$layout': s919}
K191 = {'type': s922}
K192 = {'$schema': s923, '$onnxjson': s924, 'dim_value': s925, 'dim_param': s926, 'denotation': s927, '$unknown': s928, '$layout': s929}
K193 = {'dim_value': s934}
K194 = {'dim_param': s935}
K195 = {'dim_param': s938}
K196 = {'dim_value': s939}
K197 = {'type': s941}
K198 = {'$schema': s942, '$onnxjson': s943, 'dims': s944, 'data_type': s945, 'segment': s946, 'float_data': s947, 'int32_data': s948, 'string_data': s949, 'int64_data': s950, 'name': s951, 'raw_data': s952, 'double_data': s953, 'uint64_data': s954, 'doc_string': s955, 'external_data': s956, 'data_location': s957, 'metadata_props': s958, '$unknown': s959, '$layout': s960}
K199 = {'type': s978}
K200 = {'$schema': s979, '$onnxjson': s980, 'begin': s981, 'end': s982, '$unknown': s983, '$layout': s984}
K201 = {'type': s986}
K202 = {'$schema': s987, '$onnxjson': s988, 'tensor_name': s989, 'quant_parameter_tensor_names': s990, '$unknown': s991, '$layout': s992}
K203 = {'type': s995}
K204 = {'$schema': s996, '$onnxjson': s997, 'array': s998, 'structure': s999, 'bit_packing': s1000, 'type_ref': s1001, 'decoder': s1002, 'encoder': s1003, 'name': s1004, 'doc_string': s1005, 'metadata_props': s1006, 'type_id': s1007, '$unknown': s1008, '$layout': s1009}
K205 = {'array': s1016, 'structure': s1017, 'bit_packing': s1018}
K206 = {'type_ref': s1019}
K207 = {'array': s1022, 'structure': s1023, 'type_ref': s1024}
K208 = {'bit_packing': s1025}
K209 = {'array': s1028, 'bit_packing': s1029, 'type_ref': s1030}
K210 = {'structure': s1031}
K211 = {'structure': s1034, 'bit_packing': s1035, 'type_ref': s1036}
K212 = {'array': s1037}
K213 = {'type': s1040}
K214 = {'$schema': s1041, '$onnxjson': s1042, 'field': s1043, '$unknown': s1044, '$layout': s1045}
K215 = {'type': s1048}
K216 = {'$schema': s1049, '$onnxjson': s1050, 'name': s1051, 'type': s1052, 'doc_string': s1053, 'constant': s1054, '$unknown': s1055, '$layout': s1056}
K217 = {'type': s1061}
K218 = {'constant': s1062}
K219 = {'constant': s1065}
K220 = {'type': s1066}
K221 = {'type': s1068}
K222 = {'$schema': s1069, '$onnxjson': s1070, 'name': s1071, 'bit_width': s1072, '$unknown': s1073, '$layout': s1074}
K223 = {'type': s1076}
K224 = {'$schema': s1077, '$onnxjson': s1078, 'component': s1079, 'dimension': s1080, '$unknown': s1081, '$layout': s1082}
K225 = {'type': s1085}
K226 = {'$schema': s1086, '$onnxjson': s1087, 'element_type': s1088, 'dimension': s1089, '$unknown': s1090, '$layout': s1091}
K227 = {'type': s1093}
K228 = {'$schema': s1094, '$onnxjson': s1095, 'key': s1096, 'value': s1097, '$unknown': s1098, '$layout': s1099}
K229 = {'type': s1101}
K230 = {'$schema': s1102, '$onnxjson': s1103, 'values': s1104, 'indices': s1105, 'dims': s1106, '$unknown': s1107, '$layout': s1108}
K231 = {'type': s1111}
K232 = {'$schema': s1112, '$onnxjson': s1113, 'dim_value': s1114, 'dim_param': s1115, 'num_shards': s1116, '$unknown': s1117, '$layout': s1118}
K233 = {'dim_value': s1123}
K234 = {'dim_param': s1124}
K235 = {'dim_param': s1127}
K236 = {'dim_value': s1128}
K237 = {'type': s1130}
K238 = {'$schema': s1131, '$onnxjson': s1132, 'tensor_name': s1133, 'device': s1134, 'index_to_device_group_map': s1135, 'sharded_dim': s1136, '$unknown': s1137, '$layout': s1138}
K239 = {'type': s1143}
K240 = {'$schema': s1144, '$onnxjson': s1145, 'axis': s1146, 'simple_sharding': s1147, '$unknown': s1148, '$layout': s1149}
K241 = {'type': s1152}
K242 = {'$schema': s1153, '$onnxjson': s1154, 'name': s1155, 'elem_type': s1156, 'tensor_values': s1157, 'sparse_tensor_values': s1158, 'sequence_values': s1159, 'map_values': s1160, 'optional_values': s1161, '$unknown': s1162, '$layout': s1163}
K243 = {'type': s1172}
K244 = {'$schema': s1173, '$onnxjson': s1174, 'input_name': s1175, 'output_name': s1176, '$unknown': s1177, '$layout': s1178}
K245 = {'type': s1180}
K246 = {'$schema': s1181, '$onnxjson': s1182, '$unknown': s1183, '$layout': s1184}
K247 = {'type': s1186}
K248 = {'$schema': s1187, '$onnxjson': s1188, 'name': s1189, 'elem_type': s1190, 'tensor_value': s1191, 'sparse_tensor_value': s1192, 'sequence_value': s1193, 'map_value': s1194, 'optional_value': s1195, '$unknown': s1196, '$layout': s1197}
K249 = {'type': s1201}
K250 = {'$schema': s1202, '$onnxjson': s1203, 'domain': s1204, 'version': s1205, '$unknown': s1206, '$layout': s1207}
K251 = {'type': s1209}
K252 = {'$schema': s1210, '$onnxjson': s1211, 'input': s1212, 'output': s1213, 'name': s1214, 'op_type': s1215, 'attribute': s1216, 'doc_string': s1217, 'domain': s1218, 'overload': s1219, 'metadata_props': s1220, 'device_configurations': s1221, '$unknown': s1222, '$layout': s1223}
K253 = {'type': s1230}
K254 = {'$schema': s1231, '$onnxjson': s1232, 'configuration_id': s1233, 'sharding_spec': s1234, 'pipeline_stage': s1235, '$unknown': s1236, '$layout': s1237}
K255 = {'type': s1240}
K256 = {'$schema': s1241, '$onnxjson': s1242, 'ir_version': s1243, 'producer_name': s1244, 'producer_version': s1245, 'domain': s1246, 'model_version': s1247, 'doc_string': s1248, 'graph': s1249, 'opset_import': s1250, 'metadata_props': s1251, 'training_info': s1252, 'functions': s1253, 'configuration': s1254, 'struct_types': s1255, '$unknown': s1256, '$layout': s1257}
K257 = {'type': s1265}
K258 = {'$schema': s1266, '$onnxjson': s1267, 'name': s1268, 'key_type': s1269, 'keys': s1270, 'string_keys': s1271, 'values': s1272, '$unknown': s1273, '$layout': s1274}
K259 = {'type': s1280}
K260 = {'$schema': s1281, '$onnxjson': s1282, 'key': s1283, 'value': s1284, '$unknown': s1285, '$layout': s1286}
K261 = {'type': s1289}
K262 = {'$schema': s1290, '$onnxjson': s1291, 'node': s1292, 'name': s1293, 'initializer': s1294, 'doc_string': s1295, 'input': s1296, 'output': s1297, 'value_info': s1298, 'quantization_annotation': s1299, 'sparse_initializer': s1300, 'metadata_props': s1301, 'encoded_initializer': s1302, 'persistent_bindings': s1303, 'paged_cache_initializer': s1304, '$unknown': s1305, '$layout': s1306}
K263 = {'type': s1319}
K264 = {'$schema': s1320, '$onnxjson': s1321, 'name': s1322, 'input': s1323, 'output': s1324, 'attribute': s1325, 'node': s1326, 'doc_string': s1327, 'opset_import': s1328, 'domain': s1329, 'attribute_proto': s1330, 'value_info': s1331, 'overload': s1332, 'metadata_props': s1333, '$unknown': s1334, '$layout': s1335}
K265 = {'type': s1345}
K266 = {'$schema': s1346, '$onnxjson': s1347, 'affine': s1348, 'struct_type': s1349, 'logical_type': s1350, 'raw_data': s1351, 'external_data': s1352, 'data_location': s1353, 'name': s1354, 'doc_string': s1355, '$unknown': s1356, '$layout': s1357}
K267 = {'affine': s1362}
K268 = {'struct_type': s1363}
K269 = {'struct_type': s1366}
K270 = {'affine': s1367}
K271 = {'type': s1372}
K272 = {'$schema': s1373, '$onnxjson': s1374, 'name': s1375, 'num_devices': s1376, 'device': s1377, '$unknown': s1378, '$layout': s1379}
K273 = {'type': s1382}
K274 = {'$schema': s1383, '$onnxjson': s1384, 'name': s1385, 'f': s1386, 'i': s1387, 's': s1388, 't': s1389, 'g': s1390, 'floats': s1391, 'ints': s1392, 'strings': s1393, 'tensors': s1394, 'graphs': s1395, 'doc_string': s1396, 'tp': s1397, 'type_protos': s1398, 'type': s1399, 'ref_attr_name': s1400, 'sparse_tensor': s1401, 'sparse_tensors': s1402, '$unknown': s1403, '$layout': s1404}
K275 = {'type': s1415}
K276 = {'$schema': s1416, '$onnxjson': s1417, 'storage_type': s1418, 'scale': s1419, 'zero_point': s1420, 'axis': s1421, 'block_size': s1422, '$unknown': s1423, '$layout': s1424}
K277 = {'type': s1428}
# The function of each schema file's root, and of each definition of defs.schema.json.
ROOTS = {'AffineLayoutProto.schema.json': s0, 'AttributeProto.schema.json': s1, 'DeviceConfigurationProto.schema.json': s2, 'EncodedValueProto.schema.json': s3, 'FunctionProto.schema.json': s4, 'GraphProto.schema.json': s5, 'IntIntListEntryProto.schema.json': s6, 'MapProto.schema.json': s7, 'ModelProto.schema.json': s8, 'NodeDeviceConfigurationProto.schema.json': s9, 'NodeProto.schema.json': s10, 'OperatorSetIdProto.schema.json': s11, 'OptionalProto.schema.json': s12, 'PagedCacheInitializerProto.schema.json': s13, 'PersistentBindingProto.schema.json': s14, 'SequenceProto.schema.json': s15, 'ShardedDimProto.schema.json': s16, 'ShardingSpecProto.schema.json': s17, 'SimpleShardedDimProto.schema.json': s18, 'SparseTensorProto.schema.json': s19, 'StringStringEntryProto.schema.json': s20, 'StructTypeProto.Array.schema.json': s21, 'StructTypeProto.BitPacking.schema.json': s22, 'StructTypeProto.Component.schema.json': s23, 'StructTypeProto.Field.schema.json': s24, 'StructTypeProto.Structure.schema.json': s25, 'StructTypeProto.schema.json': s26, 'TensorAnnotation.schema.json': s27, 'TensorProto.Segment.schema.json': s28, 'TensorProto.schema.json': s29, 'TensorShapeProto.Dimension.schema.json': s30, 'TensorShapeProto.schema.json': s31, 'TrainingInfoProto.schema.json': s32, 'TypeProto.Map.schema.json': s33, 'TypeProto.Opaque.schema.json': s34, 'TypeProto.Optional.schema.json': s35, 'TypeProto.Sequence.schema.json': s36, 'TypeProto.SparseTensor.schema.json': s37, 'TypeProto.Tensor.schema.json': s38, 'TypeProto.schema.json': s39, 'ValueInfoProto.schema.json': s40, 'defs.schema.json': s41}
PARTS = {'AffineLayoutProto': s42, 'AttributeProto': s43, 'DeviceConfigurationProto': s44, 'EncodedValueProto': s45, 'FunctionProto': s46, 'GraphProto': s47, 'IntIntListEntryProto': s48, 'MapProto': s49, 'ModelProto': s50, 'NodeDeviceConfigurationProto': s51, 'NodeProto': s52, 'OperatorSetIdProto': s53, 'OptionalProto': s54, 'PagedCacheInitializerProto': s55, 'PersistentBindingProto': s56, 'SequenceProto': s57, 'ShardedDimProto': s58, 'ShardingSpecProto': s59, 'SimpleShardedDimProto': s60, 'SparseTensorProto': s61, 'StringStringEntryProto': s62, 'StructTypeProto': s63, 'StructTypeProto.Array': s64, 'StructTypeProto.BitPacking': s65, 'StructTypeProto.Component': s66, 'StructTypeProto.Field': s67, 'StructTypeProto.Structure': s68, 'TensorAnnotation': s69, 'TensorProto': s70, 'TensorProto.Segment': s71, 'TensorShapeProto': s72, 'TensorShapeProto.Dimension': s73, 'TrainingInfoProto': s74, 'TypeProto': s75, 'TypeProto.Map': s76, 'TypeProto.Opaque': s77, 'TypeProto.Optional': s78, 'TypeProto.Sequence': s79, 'TypeProto.SparseTensor': s80, 'TypeProto.Tensor': s81, 'ValueInfoProto': s82, 'AttributeProto.AttributeType': s83, 'OperatorStatus': s84, 'OptionalProto.DataType': s85, 'SequenceProto.DataType': s86, 'TensorProto.DataLocation': s87, 'TensorProto.DataType': s88, 'Version': s89, 'onnxjson.Envelope': s90, 'onnxjson.UnknownField': s91, 'onnxjson.UnknownGroupField': s92, 'onnxjson.Layout': s93, 'onnxjson.Hex': s94, 'onnxjson.Base64': s95, 'onnxjson.Text': s96, 'onnxjson.ReadableValues': s97, 'onnxjson.PayloadRef': s98, 'onnxjson.TypedPayloadRef': s99}
