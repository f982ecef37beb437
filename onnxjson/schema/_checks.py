# Generated from the shipped JSON Schemas by onnxjson.schema.write_checks_module(); do not edit.
# When it is stale (tests/test_startup.py says so) the checks are compiled at run time instead.
# ruff: noqa
# mypy: ignore-errors
SOURCE_DIGEST = 'a6f5d0781f4d0e66782bf2c2f161a2d833eef964d5dacc1239b773275f44e765'
SCHEMAS_DIGEST = '426630ce4927359dcd625bcb958b610ddafa18191025869cb2c23f8fd7e14f71'
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
K43 = 1
K44 = 536870911
K47 = frozenset(['AffineLayoutProto', 'AttributeProto', 'DeviceConfigurationProto', 'EncodedValueProto', 'FunctionProto', 'GraphProto', 'IntIntListEntryProto', 'MapProto', 'ModelProto', 'NodeDeviceConfigurationProto', 'NodeProto', 'OperatorSetIdProto', 'OptionalProto', 'PagedCacheInitializerProto', 'PersistentBindingProto', 'SequenceProto', 'ShardedDimProto', 'ShardingSpecProto', 'SimpleShardedDimProto', 'SparseTensorProto', 'StringStringEntryProto', 'StructTypeProto', 'StructTypeProto.Array', 'StructTypeProto.BitPacking', 'StructTypeProto.Component', 'StructTypeProto.Field', 'StructTypeProto.Structure', 'TensorAnnotation', 'TensorProto', 'TensorProto.Segment', 'TensorShapeProto', 'TensorShapeProto.Dimension', 'TrainingInfoProto', 'TypeProto', 'TypeProto.Map', 'TypeProto.Opaque', 'TypeProto.Optional', 'TypeProto.Sequence', 'TypeProto.SparseTensor', 'TypeProto.Tensor', 'ValueInfoProto'])
K48 = frozenset(['IR_VERSION', 'IR_VERSION_2017_10_10', 'IR_VERSION_2017_10_30', 'IR_VERSION_2017_11_3', 'IR_VERSION_2019_1_22', 'IR_VERSION_2019_3_18', 'IR_VERSION_2019_9_19', 'IR_VERSION_2020_5_8', 'IR_VERSION_2021_7_30', 'IR_VERSION_2023_5_5', 'IR_VERSION_2024_3_25', 'IR_VERSION_2025_05_12', 'IR_VERSION_2025_08_26', 'IR_VERSION_2025_11_06', '_START_VERSION'])
K49 = frozenset(['BFLOAT16', 'BOOL', 'COMPLEX128', 'COMPLEX64', 'DOUBLE', 'FLOAT', 'FLOAT16', 'FLOAT4E2M1', 'FLOAT6E2M3', 'FLOAT6E3M2', 'FLOAT8E4M3FN', 'FLOAT8E4M3FNUZ', 'FLOAT8E5M2', 'FLOAT8E5M2FNUZ', 'FLOAT8E8M0', 'INT16', 'INT2', 'INT32', 'INT4', 'INT64', 'INT8', 'STRING', 'UINT16', 'UINT2', 'UINT32', 'UINT4', 'UINT64', 'UINT8', 'UNDEFINED'])
K50 = frozenset(['DEFAULT', 'EXTERNAL'])
K51 = frozenset(['MAP', 'OPTIONAL', 'SEQUENCE', 'SPARSE_TENSOR', 'TENSOR', 'UNDEFINED'])
K52 = frozenset(['EXPERIMENTAL', 'STABLE'])
K53 = frozenset(['FLOAT', 'FLOATS', 'GRAPH', 'GRAPHS', 'INT', 'INTS', 'SPARSE_TENSOR', 'SPARSE_TENSORS', 'STRING', 'STRINGS', 'TENSOR', 'TENSORS', 'TYPE_PROTO', 'TYPE_PROTOS', 'UNDEFINED'])
K55 = frozenset((_NoneType, dict, ))
K56 = frozenset((_NoneType, list, ))
K57 = frozenset((_NoneType, dict, str, ))
K59 = frozenset((_NoneType, int, str, ))
K60 = -2147483648
K61 = 2147483647
K69 = frozenset((_NoneType, ))
K89 = frozenset((_NoneType, int, ))
K90 = -9223372036854775808
K91 = 9223372036854775807
K95 = frozenset((_NoneType, dict, list, ))
K96 = frozenset((float, int, str, ))
K97 = frozenset((dict, str, ))
K145 = frozenset((_NoneType, float, int, str, ))

def s98(x):
    t = type(x)
    if isinstance(x, dict) and ('count' not in x or 'size' not in x or 'sha256' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K0.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s102(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K3, x): return False
    if t is not _LongText and isinstance(x, str) and K2(x) is None: return False
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

def s99(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s97(x):
    t = type(x)
    if isinstance(x, dict) and ('size' not in x or 'sha256' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K6.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s105(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K3, x): return False
    if t is not _LongText and isinstance(x, str) and K2(x) is None: return False
    return True

def s104(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s103(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s96(x):
    t = type(x)
    if isinstance(x, dict) and ('values' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K7.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s106(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s107(v): return False
    return True

def s107(x):
    t = type(x)
    if t not in K9 and not _is_type(x, ('number', 'boolean', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s95(x):
    t = type(x)
    if isinstance(x, dict) and ('$bytes' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K12.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s108(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not s94(x): return False
    return True

def s94(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    return True

def s93(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K16, x): return False
    if t is not _LongText and isinstance(x, str) and K15(x) is None: return False
    return True

def s92(x):
    t = type(x)
    if isinstance(x, dict) and ('runs' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K17.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s115(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s116(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s117(v): return False
    return True

def s117(x):
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

def s119(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K3, x): return False
    if t is not _LongText and isinstance(x, str) and K2(x) is None: return False
    return True

def s118(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s120(v): return False
    return True

def s120(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    return True

def s116(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K21, x): return False
    if t is not _LongText and isinstance(x, str) and K20(x) is None: return False
    return True

def s114(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s121(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s122(v): return False
    return True

def s122(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s123(v): return False
    return True

def s123(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K23, x): return False
    if t is not _LongText and isinstance(x, str) and K22(x) is None: return False
    return True

def s121(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K21, x): return False
    if t is not _LongText and isinstance(x, str) and K20(x) is None: return False
    return True

def s113(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s124(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s125(v): return False
    return True

def s125(x):
    t = type(x)
    if not s93(x): return False
    return True

def s124(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K25, x): return False
    if t is not _LongText and isinstance(x, str) and K24(x) is None: return False
    return True

def s112(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s126(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s127(v): return False
    return True

def s127(x):
    t = type(x)
    if not s93(x): return False
    return True

def s126(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K25, x): return False
    if t is not _LongText and isinstance(x, str) and K24(x) is None: return False
    return True

def s111(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s128(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s129(v): return False
    return True

def s129(x):
    t = type(x)
    if not s93(x): return False
    return True

def s128(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K25, x): return False
    if t is not _LongText and isinstance(x, str) and K24(x) is None: return False
    return True

def s110(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s130(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s131(v): return False
    return True

def s131(x):
    t = type(x)
    if not s93(x): return False
    return True

def s130(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K25, x): return False
    if t is not _LongText and isinstance(x, str) and K24(x) is None: return False
    return True

def s109(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s132(v): return False
    return True

def s132(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K27, x): return False
    if t is not _LongText and isinstance(x, str) and K26(x) is None: return False
    return True

def s91(x):
    t = type(x)
    if isinstance(x, dict) and ('number' not in x or 'wire_type' not in x or 'value' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K28.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if not s140(x): return False
    if not s141(x): return False
    if not s142(x): return False
    if not s143(x): return False
    if not s144(x): return False
    return True

def s144(x):
    t = type(x)
    if not (s146(x) if s145(x) else _always(x)): return False
    return True

def s146(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K29.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s147(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s148(v): return False
    return True

def s148(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s145(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K30.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s149(x):
    t = type(x)
    if not isinstance(x, str) or x != 'group': return False
    return True

def s143(x):
    t = type(x)
    if not (s151(x) if s150(x) else _always(x)): return False
    return True

def s151(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K31.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s152(x):
    t = type(x)
    if t not in K32 and not _is_type(x, ('string', 'array')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if isinstance(x, list):
        for v in x:
            if not s153(v): return False
    return True

def s153(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s150(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K33.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s154(x):
    t = type(x)
    if not isinstance(x, str) or x != 'len': return False
    return True

def s142(x):
    t = type(x)
    if not (s156(x) if s155(x) else _always(x)): return False
    return True

def s156(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K34.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s157(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s155(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K36.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s158(x):
    t = type(x)
    if not isinstance(x, str) or x != 'i32': return False
    return True

def s141(x):
    t = type(x)
    if not (s160(x) if s159(x) else _always(x)): return False
    return True

def s160(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K37.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s161(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s159(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K39.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s162(x):
    t = type(x)
    if not isinstance(x, str) or x != 'i64': return False
    return True

def s140(x):
    t = type(x)
    if not (s164(x) if s163(x) else _always(x)): return False
    return True

def s164(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K40.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s165(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s163(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K41.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s166(x):
    t = type(x)
    if not isinstance(x, str) or x != 'varint': return False
    return True

def s139(x):
    t = type(x)
    if not s93(x): return False
    return True

def s138(x):
    t = type(x)
    if not s93(x): return False
    return True

def s137(x):
    t = type(x)
    if not s93(x): return False
    return True

def s136(x):
    t = type(x)
    if not s93(x): return False
    return True

def s135(x):
    t = type(x)
    return True

def s134(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K42: return False
    return True

def s133(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K43: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K44: return False
    return True

def s90(x):
    t = type(x)
    if isinstance(x, dict) and ('format_version' not in x or 'type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K45.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s169(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('sidecar' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K46.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s170(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s168(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K47: return False
    return True

def s167(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K43: return False
    return True

def s89(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K48: return False
    return True

def s88(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K49: return False
    return True

def s87(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K50: return False
    return True

def s86(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K51: return False
    return True

def s85(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K51: return False
    return True

def s84(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K52: return False
    return True

def s83(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K53: return False
    return True

def s82(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K54.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s176(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s175(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s177(v): return False
    return True

def s177(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s174(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s178(v): return False
    return True

def s178(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s173(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s172(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s171(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s81(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K58.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s182(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s181(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s183(v): return False
    return True

def s183(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s180(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s72(x): return False
    return True

def s179(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s185(x) if s184(x) else _always(x)): return False
    return True

def s185(x):
    t = type(x)
    if not s88(x): return False
    return True

def s184(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s80(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K62.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s189(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s188(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s190(v): return False
    return True

def s190(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s187(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s72(x): return False
    return True

def s186(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s192(x) if s191(x) else _always(x)): return False
    return True

def s192(x):
    t = type(x)
    if not s88(x): return False
    return True

def s191(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s79(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K63.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s195(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s194(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s196(v): return False
    return True

def s196(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s193(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s78(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K64.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s199(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s198(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s200(v): return False
    return True

def s200(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s197(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s77(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K65.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s204(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s203(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s205(v): return False
    return True

def s205(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s202(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s201(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s76(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K66.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s209(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s208(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s210(v): return False
    return True

def s210(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s207(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s206(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s212(x) if s211(x) else _always(x)): return False
    return True

def s212(x):
    t = type(x)
    if not s88(x): return False
    return True

def s211(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s75(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K67.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'tensor_type' in x and not s223(x): return False
    if isinstance(x, dict) and 'sequence_type' in x and not s224(x): return False
    if isinstance(x, dict) and 'map_type' in x and not s225(x): return False
    if isinstance(x, dict) and 'opaque_type' in x and not s226(x): return False
    if isinstance(x, dict) and 'sparse_tensor_type' in x and not s227(x): return False
    if isinstance(x, dict) and 'optional_type' in x and not s228(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s229(x): return False
    return True

def s229(x):
    t = type(x)
    if not (_always(x) if s230(x) else s231(x)): return False
    return True

def s231(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K68.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s237(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s236(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s235(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s234(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s233(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s232(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s230(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K70.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s238(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s228(x):
    t = type(x)
    if not (_always(x) if s239(x) else s240(x)): return False
    return True

def s240(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K71.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s246(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s245(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s244(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s243(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s242(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s241(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s239(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K72.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s247(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s227(x):
    t = type(x)
    if not (_always(x) if s248(x) else s249(x)): return False
    return True

def s249(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K73.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s255(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s254(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s253(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s252(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s251(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s250(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s248(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K74.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s256(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s226(x):
    t = type(x)
    if not (_always(x) if s257(x) else s258(x)): return False
    return True

def s258(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K75.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s264(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s263(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s262(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s261(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s260(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s259(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s257(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K76.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s265(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s225(x):
    t = type(x)
    if not (_always(x) if s266(x) else s267(x)): return False
    return True

def s267(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K77.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s273(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s272(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s271(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s270(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s269(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s268(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s266(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K78.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s274(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s224(x):
    t = type(x)
    if not (_always(x) if s275(x) else s276(x)): return False
    return True

def s276(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K79.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s282(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s281(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s280(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s279(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s278(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s277(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s275(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K80.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s283(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s223(x):
    t = type(x)
    if not (_always(x) if s284(x) else s285(x)): return False
    return True

def s285(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K81.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s291(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s290(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s289(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s288(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s287(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s286(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s284(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K82.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s292(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s222(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s221(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s293(v): return False
    return True

def s293(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s220(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s219(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s78(x): return False
    return True

def s218(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s80(x): return False
    return True

def s217(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s77(x): return False
    return True

def s216(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s215(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s76(x): return False
    return True

def s214(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s79(x): return False
    return True

def s213(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s81(x): return False
    return True

def s74(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K83.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s299(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s298(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s300(v): return False
    return True

def s300(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s297(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s301(v): return False
    return True

def s301(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s296(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s302(v): return False
    return True

def s302(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s295(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s294(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s73(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K84.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s308(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s309(x): return False
    return True

def s309(x):
    t = type(x)
    if not (_always(x) if s310(x) else s311(x)): return False
    return True

def s311(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K85.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s312(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s310(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K86.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s313(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s308(x):
    t = type(x)
    if not (_always(x) if s314(x) else s315(x)): return False
    return True

def s315(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K87.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s316(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s314(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K88.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s317(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s307(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s306(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s318(v): return False
    return True

def s318(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s305(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s304(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s303(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s72(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K92.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s321(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s320(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s322(v): return False
    return True

def s322(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s319(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s323(v): return False
    return True

def s323(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s73(x): return False
    return True

def s71(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K93.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s327(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s326(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s328(v): return False
    return True

def s328(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s325(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s324(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s70(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K94.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s345(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s344(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s346(v): return False
    return True

def s346(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s343(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s347(v): return False
    return True

def s347(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s342(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s349(x) if s348(x) else _always(x)): return False
    return True

def s349(x):
    t = type(x)
    if not s87(x): return False
    return True

def s348(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s341(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s350(v): return False
    return True

def s350(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s340(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s339(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s351(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s351(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s338(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s352(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s352(x):
    t = type(x)
    if t not in K96 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s337(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if not (s354(x) if s353(x) else s355(x)): return False
    return True

def s355(x):
    t = type(x)
    if isinstance(x, dict) and not s97(x): return False
    return True

def s354(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s353(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('values' not in x): return False
    return True

def s336(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s335(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s356(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s356(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s334(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s357(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s357(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s333(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s358(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s358(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    return True

def s332(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s359(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s359(x):
    t = type(x)
    if t not in K96 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s331(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s71(x): return False
    return True

def s330(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s361(x) if s360(x) else _always(x)): return False
    return True

def s361(x):
    t = type(x)
    if not s88(x): return False
    return True

def s360(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s329(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s362(v): return False
    return True

def s362(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s69(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K98.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s366(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s365(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s367(v): return False
    return True

def s367(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s364(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s368(v): return False
    return True

def s368(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s363(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s68(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K99.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s371(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s370(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s372(v): return False
    return True

def s372(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s369(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s373(v): return False
    return True

def s373(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s67(x): return False
    return True

def s67(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K100.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'type' in x and not s380(x): return False
    if isinstance(x, dict) and 'constant' in x and not s381(x): return False
    return True

def s381(x):
    t = type(x)
    if not (_always(x) if s382(x) else s383(x)): return False
    return True

def s383(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K101.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s384(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s382(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K102.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s385(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s380(x):
    t = type(x)
    if not (_always(x) if s386(x) else s387(x)): return False
    return True

def s387(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K103.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s388(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s386(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K104.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s389(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s379(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s378(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s390(v): return False
    return True

def s390(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s377(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s376(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s375(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s374(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s66(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K105.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s394(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s393(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s395(v): return False
    return True

def s395(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s392(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s391(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s65(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K106.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s399(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s398(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s400(v): return False
    return True

def s400(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s397(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s396(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s401(v): return False
    return True

def s401(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s66(x): return False
    return True

def s64(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K107.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s405(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s404(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s406(v): return False
    return True

def s406(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s403(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s402(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s63(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K108.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'array' in x and not s419(x): return False
    if isinstance(x, dict) and 'structure' in x and not s420(x): return False
    if isinstance(x, dict) and 'bit_packing' in x and not s421(x): return False
    if isinstance(x, dict) and 'type_ref' in x and not s422(x): return False
    return True

def s422(x):
    t = type(x)
    if not (_always(x) if s423(x) else s424(x)): return False
    return True

def s424(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K109.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s427(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s426(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s425(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s423(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K110.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s428(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s421(x):
    t = type(x)
    if not (_always(x) if s429(x) else s430(x)): return False
    return True

def s430(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K111.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s433(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s432(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s431(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s429(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K112.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s434(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s420(x):
    t = type(x)
    if not (_always(x) if s435(x) else s436(x)): return False
    return True

def s436(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K113.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s439(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s438(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s437(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s435(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K114.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s440(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s419(x):
    t = type(x)
    if not (_always(x) if s441(x) else s442(x)): return False
    return True

def s442(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K115.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s445(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s444(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s443(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s441(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K116.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s446(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s418(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s417(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s447(v): return False
    return True

def s447(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s416(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s415(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s448(v): return False
    return True

def s448(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s414(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s413(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s412(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s411(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s410(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s409(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s65(x): return False
    return True

def s408(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s68(x): return False
    return True

def s407(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s64(x): return False
    return True

def s62(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K117.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s452(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s451(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s453(v): return False
    return True

def s453(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s450(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s449(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s61(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K118.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s458(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s457(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s459(v): return False
    return True

def s459(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s456(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s460(v): return False
    return True

def s460(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s455(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s454(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s60(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K119.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s466(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s467(x): return False
    return True

def s467(x):
    t = type(x)
    if not (_always(x) if s468(x) else s469(x)): return False
    return True

def s469(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K120.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s470(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s468(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K121.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s471(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s466(x):
    t = type(x)
    if not (_always(x) if s472(x) else s473(x)): return False
    return True

def s473(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K122.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s474(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s472(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K123.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s475(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s465(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s464(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s476(v): return False
    return True

def s476(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s463(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s462(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s461(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s59(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K124.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s482(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s481(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s483(v): return False
    return True

def s483(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s480(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s484(v): return False
    return True

def s484(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s58(x): return False
    return True

def s479(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s485(v): return False
    return True

def s485(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s48(x): return False
    return True

def s478(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s486(v): return False
    return True

def s486(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s477(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s58(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K125.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s490(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s489(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s491(v): return False
    return True

def s491(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s488(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s492(v): return False
    return True

def s492(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s60(x): return False
    return True

def s487(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s57(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K126.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s501(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s500(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s502(v): return False
    return True

def s502(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s499(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s503(v): return False
    return True

def s503(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s498(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s504(v): return False
    return True

def s504(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s497(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s505(v): return False
    return True

def s505(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s496(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s506(v): return False
    return True

def s506(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s495(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s507(v): return False
    return True

def s507(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s494(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s509(x) if s508(x) else _always(x)): return False
    return True

def s509(x):
    t = type(x)
    if not s86(x): return False
    return True

def s508(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s493(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s56(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K127.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s513(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s512(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s514(v): return False
    return True

def s514(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s511(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s510(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s55(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K128.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s516(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s515(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s517(v): return False
    return True

def s517(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s54(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K129.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s526(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s525(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s527(v): return False
    return True

def s527(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s524(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s523(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s522(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s521(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s520(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s519(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s529(x) if s528(x) else _always(x)): return False
    return True

def s529(x):
    t = type(x)
    if not s85(x): return False
    return True

def s528(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s518(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s53(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K130.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s533(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s532(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s534(v): return False
    return True

def s534(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s531(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s530(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s52(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K131.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s546(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s545(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s547(v): return False
    return True

def s547(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s544(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s548(v): return False
    return True

def s548(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s51(x): return False
    return True

def s543(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s549(v): return False
    return True

def s549(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s542(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s541(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s540(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s539(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s550(v): return False
    return True

def s550(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s538(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s537(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s536(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s551(v): return False
    return True

def s551(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s535(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s552(v): return False
    return True

def s552(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s51(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K132.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s557(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s556(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s558(v): return False
    return True

def s558(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s555(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    return True

def s554(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s559(v): return False
    return True

def s559(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s59(x): return False
    return True

def s553(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s50(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K133.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s574(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s573(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s575(v): return False
    return True

def s575(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s572(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s576(v): return False
    return True

def s576(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s571(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s577(v): return False
    return True

def s577(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s44(x): return False
    return True

def s570(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s578(v): return False
    return True

def s578(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s569(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s579(v): return False
    return True

def s579(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s74(x): return False
    return True

def s568(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s580(v): return False
    return True

def s580(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s567(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s581(v): return False
    return True

def s581(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s566(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s565(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s564(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s563(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s562(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s561(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s560(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s49(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K134.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s588(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s587(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s589(v): return False
    return True

def s589(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s586(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s585(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s590(v): return False
    return True

def s590(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s584(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s591(v): return False
    return True

def s591(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s583(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s593(x) if s592(x) else _always(x)): return False
    return True

def s593(x):
    t = type(x)
    if not s88(x): return False
    return True

def s592(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s582(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s48(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K135.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s597(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s596(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s598(v): return False
    return True

def s598(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s595(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s599(v): return False
    return True

def s599(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s594(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s47(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K136.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s614(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s613(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s615(v): return False
    return True

def s615(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s612(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s616(v): return False
    return True

def s616(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s55(x): return False
    return True

def s611(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s617(v): return False
    return True

def s617(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s56(x): return False
    return True

def s610(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s618(v): return False
    return True

def s618(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s45(x): return False
    return True

def s609(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s619(v): return False
    return True

def s619(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s608(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s620(v): return False
    return True

def s620(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s607(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s621(v): return False
    return True

def s621(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s69(x): return False
    return True

def s606(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s622(v): return False
    return True

def s622(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s605(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s623(v): return False
    return True

def s623(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s604(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s624(v): return False
    return True

def s624(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s603(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s602(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s625(v): return False
    return True

def s625(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s601(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s600(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s626(v): return False
    return True

def s626(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s46(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K137.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s640(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s639(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s641(v): return False
    return True

def s641(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s638(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s642(v): return False
    return True

def s642(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s637(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s636(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s643(v): return False
    return True

def s643(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s635(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s644(v): return False
    return True

def s644(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s634(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s633(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s645(v): return False
    return True

def s645(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s632(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s631(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s646(v): return False
    return True

def s646(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s630(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s647(v): return False
    return True

def s647(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s629(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s648(v): return False
    return True

def s648(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s628(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s649(v): return False
    return True

def s649(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s627(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s45(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K138.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'affine' in x and not s660(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s661(x): return False
    return True

def s661(x):
    t = type(x)
    if not (_always(x) if s662(x) else s663(x)): return False
    return True

def s663(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K139.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s664(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s662(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K140.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s665(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s660(x):
    t = type(x)
    if not (_always(x) if s666(x) else s667(x)): return False
    return True

def s667(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K141.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s668(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s666(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K142.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s669(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s659(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s658(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s670(v): return False
    return True

def s670(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s657(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s656(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s655(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s672(x) if s671(x) else _always(x)): return False
    return True

def s672(x):
    t = type(x)
    if not s87(x): return False
    return True

def s671(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s654(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s673(v): return False
    return True

def s673(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s653(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if isinstance(x, dict) and not s97(x): return False
    return True

def s652(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s651(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s650(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s42(x): return False
    return True

def s44(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K143.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s678(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s677(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s679(v): return False
    return True

def s679(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s676(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s680(v): return False
    return True

def s680(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s675(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    return True

def s674(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s43(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K144.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s700(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s699(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s701(v): return False
    return True

def s701(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s698(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s702(v): return False
    return True

def s702(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s697(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s696(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s695(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s704(x) if s703(x) else _always(x)): return False
    return True

def s704(x):
    t = type(x)
    if not s83(x): return False
    return True

def s703(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s694(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s705(v): return False
    return True

def s705(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s693(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s692(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s691(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s706(v): return False
    return True

def s706(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s690(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s707(v): return False
    return True

def s707(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s689(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s708(v): return False
    return True

def s708(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s688(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s709(v): return False
    return True

def s709(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s687(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s710(v): return False
    return True

def s710(x):
    t = type(x)
    if t not in K96 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s686(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s685(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s684(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s683(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s682(x):
    t = type(x)
    if t not in K145 and not _is_type(x, ('number', 'string', 'null')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s681(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s42(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K146.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s717(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s716(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s718(v): return False
    return True

def s718(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s715(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s714(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s713(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s712(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s711(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s720(x) if s719(x) else _always(x)): return False
    return True

def s720(x):
    t = type(x)
    if not s88(x): return False
    return True

def s719(x):
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
            p = K147.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s728(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s727(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s729(v): return False
    return True

def s729(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s726(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s730(v): return False
    return True

def s730(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s725(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s724(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s723(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s722(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K148.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s731(x):
    t = type(x)
    if not isinstance(x, str) or x != 'ValueInfoProto': return False
    return True

def s721(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s39(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K149.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'tensor_type' in x and not s744(x): return False
    if isinstance(x, dict) and 'sequence_type' in x and not s745(x): return False
    if isinstance(x, dict) and 'map_type' in x and not s746(x): return False
    if isinstance(x, dict) and 'opaque_type' in x and not s747(x): return False
    if isinstance(x, dict) and 'sparse_tensor_type' in x and not s748(x): return False
    if isinstance(x, dict) and 'optional_type' in x and not s749(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s750(x): return False
    return True

def s750(x):
    t = type(x)
    if not (_always(x) if s751(x) else s752(x)): return False
    return True

def s752(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K150.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s758(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s757(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s756(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s755(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s754(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s753(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s751(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K151.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s759(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s749(x):
    t = type(x)
    if not (_always(x) if s760(x) else s761(x)): return False
    return True

def s761(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K152.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s767(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s766(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s765(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s764(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s763(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s762(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s760(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K153.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s768(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s748(x):
    t = type(x)
    if not (_always(x) if s769(x) else s770(x)): return False
    return True

def s770(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K154.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s776(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s775(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s774(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s773(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s772(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s771(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s769(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K155.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s777(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s747(x):
    t = type(x)
    if not (_always(x) if s778(x) else s779(x)): return False
    return True

def s779(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K156.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s785(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s784(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s783(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s782(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s781(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s780(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s778(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K157.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s786(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s746(x):
    t = type(x)
    if not (_always(x) if s787(x) else s788(x)): return False
    return True

def s788(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K158.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s794(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s793(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s792(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s791(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s790(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s789(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s787(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K159.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s795(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s745(x):
    t = type(x)
    if not (_always(x) if s796(x) else s797(x)): return False
    return True

def s797(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K160.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s803(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s802(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s801(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s800(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s799(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s798(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s796(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K161.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s804(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s744(x):
    t = type(x)
    if not (_always(x) if s805(x) else s806(x)): return False
    return True

def s806(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K162.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s812(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s811(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s810(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s809(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s808(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s807(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s805(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K163.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s813(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s743(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s742(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s814(v): return False
    return True

def s814(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s741(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s740(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s78(x): return False
    return True

def s739(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s80(x): return False
    return True

def s738(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s77(x): return False
    return True

def s737(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s736(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s76(x): return False
    return True

def s735(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s79(x): return False
    return True

def s734(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s81(x): return False
    return True

def s733(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K164.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s815(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto': return False
    return True

def s732(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s38(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K165.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s821(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s820(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s822(v): return False
    return True

def s822(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s819(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s72(x): return False
    return True

def s818(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s824(x) if s823(x) else _always(x)): return False
    return True

def s824(x):
    t = type(x)
    if not s88(x): return False
    return True

def s823(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s817(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K166.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s825(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Tensor': return False
    return True

def s816(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s37(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K167.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s831(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s830(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s832(v): return False
    return True

def s832(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s829(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s72(x): return False
    return True

def s828(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s834(x) if s833(x) else _always(x)): return False
    return True

def s834(x):
    t = type(x)
    if not s88(x): return False
    return True

def s833(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s827(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K168.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s835(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.SparseTensor': return False
    return True

def s826(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s36(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K169.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s840(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s839(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s841(v): return False
    return True

def s841(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s838(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s837(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K170.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s842(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Sequence': return False
    return True

def s836(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s35(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K171.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s847(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s846(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s848(v): return False
    return True

def s848(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s845(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s844(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K172.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s849(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Optional': return False
    return True

def s843(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s34(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K173.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s855(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s854(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s856(v): return False
    return True

def s856(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s853(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s852(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s851(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K174.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s857(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Opaque': return False
    return True

def s850(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s33(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K175.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s863(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s862(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s864(v): return False
    return True

def s864(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s861(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s860(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s866(x) if s865(x) else _always(x)): return False
    return True

def s866(x):
    t = type(x)
    if not s88(x): return False
    return True

def s865(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s859(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K176.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s867(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TypeProto.Map': return False
    return True

def s858(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s32(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K177.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s875(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s874(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
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
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s877(v): return False
    return True

def s877(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s872(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s878(v): return False
    return True

def s878(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s871(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s870(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s869(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K178.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s879(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TrainingInfoProto': return False
    return True

def s868(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s31(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K179.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s884(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s883(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s885(v): return False
    return True

def s885(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s882(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s886(v): return False
    return True

def s886(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s73(x): return False
    return True

def s881(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K180.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s887(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorShapeProto': return False
    return True

def s880(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s30(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K181.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s895(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s896(x): return False
    return True

def s896(x):
    t = type(x)
    if not (_always(x) if s897(x) else s898(x)): return False
    return True

def s898(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K182.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s899(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s897(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K183.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s900(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s895(x):
    t = type(x)
    if not (_always(x) if s901(x) else s902(x)): return False
    return True

def s902(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K184.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s903(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s901(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K185.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s904(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s894(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s893(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s905(v): return False
    return True

def s905(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s892(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s891(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s890(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s889(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K186.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s906(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorShapeProto.Dimension': return False
    return True

def s888(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s29(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K187.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s925(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s924(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s926(v): return False
    return True

def s926(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s923(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s927(v): return False
    return True

def s927(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s922(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s929(x) if s928(x) else _always(x)): return False
    return True

def s929(x):
    t = type(x)
    if not s87(x): return False
    return True

def s928(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s921(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s930(v): return False
    return True

def s930(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s920(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s919(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s931(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s931(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s918(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s932(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s932(x):
    t = type(x)
    if t not in K96 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s917(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if not (s934(x) if s933(x) else s935(x)): return False
    return True

def s935(x):
    t = type(x)
    if isinstance(x, dict) and not s97(x): return False
    return True

def s934(x):
    t = type(x)
    if isinstance(x, dict) and not s96(x): return False
    return True

def s933(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('values' not in x): return False
    return True

def s916(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s915(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s936(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s936(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s914(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s937(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s937(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s913(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s938(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s938(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    return True

def s912(x):
    t = type(x)
    if t not in K95 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s939(v): return False
    if isinstance(x, dict) and not s98(x): return False
    return True

def s939(x):
    t = type(x)
    if t not in K96 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s911(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s71(x): return False
    return True

def s910(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s941(x) if s940(x) else _always(x)): return False
    return True

def s941(x):
    t = type(x)
    if not s88(x): return False
    return True

def s940(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s909(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s942(v): return False
    return True

def s942(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s908(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K188.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s943(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorProto': return False
    return True

def s907(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s28(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K189.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s949(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s948(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s950(v): return False
    return True

def s950(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s947(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s946(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s945(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K190.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s951(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorProto.Segment': return False
    return True

def s944(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s27(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K191.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s957(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s956(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s958(v): return False
    return True

def s958(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s955(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s959(v): return False
    return True

def s959(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s954(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s953(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K192.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s960(x):
    t = type(x)
    if not isinstance(x, str) or x != 'TensorAnnotation': return False
    return True

def s952(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s26(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K193.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'array' in x and not s975(x): return False
    if isinstance(x, dict) and 'structure' in x and not s976(x): return False
    if isinstance(x, dict) and 'bit_packing' in x and not s977(x): return False
    if isinstance(x, dict) and 'type_ref' in x and not s978(x): return False
    return True

def s978(x):
    t = type(x)
    if not (_always(x) if s979(x) else s980(x)): return False
    return True

def s980(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K194.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s983(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s982(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s981(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s979(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K195.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s984(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s977(x):
    t = type(x)
    if not (_always(x) if s985(x) else s986(x)): return False
    return True

def s986(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K196.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s989(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s988(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s987(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s985(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K197.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s990(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s976(x):
    t = type(x)
    if not (_always(x) if s991(x) else s992(x)): return False
    return True

def s992(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K198.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s995(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s994(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s993(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s991(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K199.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s996(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s975(x):
    t = type(x)
    if not (_always(x) if s997(x) else s998(x)): return False
    return True

def s998(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K200.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1001(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1000(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s999(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s997(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K201.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1002(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s974(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s973(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1003(v): return False
    return True

def s1003(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s972(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s971(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1004(v): return False
    return True

def s1004(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s970(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s969(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s968(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s967(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s966(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s965(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s65(x): return False
    return True

def s964(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s68(x): return False
    return True

def s963(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s64(x): return False
    return True

def s962(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K202.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1005(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto': return False
    return True

def s961(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s25(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K203.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1010(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1009(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1011(v): return False
    return True

def s1011(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1008(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1012(v): return False
    return True

def s1012(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s67(x): return False
    return True

def s1007(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K204.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1013(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.Structure': return False
    return True

def s1006(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s24(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K205.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'type' in x and not s1022(x): return False
    if isinstance(x, dict) and 'constant' in x and not s1023(x): return False
    return True

def s1023(x):
    t = type(x)
    if not (_always(x) if s1024(x) else s1025(x)): return False
    return True

def s1025(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K206.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1026(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1024(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K207.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1027(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1022(x):
    t = type(x)
    if not (_always(x) if s1028(x) else s1029(x)): return False
    return True

def s1029(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K208.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1030(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1028(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K209.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1031(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1021(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1020(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1032(v): return False
    return True

def s1032(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1019(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1018(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1017(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1016(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1015(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K210.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1033(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.Field': return False
    return True

def s1014(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s23(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K211.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1039(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1038(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1040(v): return False
    return True

def s1040(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1037(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K35: return False
    return True

def s1036(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1035(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K212.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1041(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.Component': return False
    return True

def s1034(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s22(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K213.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1047(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1046(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1048(v): return False
    return True

def s1048(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1045(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1044(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1049(v): return False
    return True

def s1049(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s66(x): return False
    return True

def s1043(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K214.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1050(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.BitPacking': return False
    return True

def s1042(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s21(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K215.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1056(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1055(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1057(v): return False
    return True

def s1057(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1054(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1053(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1052(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K216.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1058(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StructTypeProto.Array': return False
    return True

def s1051(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s20(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K217.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1064(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1063(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1065(v): return False
    return True

def s1065(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1062(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1061(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1060(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K218.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1066(x):
    t = type(x)
    if not isinstance(x, str) or x != 'StringStringEntryProto': return False
    return True

def s1059(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s19(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K219.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1073(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1072(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1074(v): return False
    return True

def s1074(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1071(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1075(v): return False
    return True

def s1075(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1070(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1069(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1068(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K220.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1076(x):
    t = type(x)
    if not isinstance(x, str) or x != 'SparseTensorProto': return False
    return True

def s1067(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s18(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K221.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'dim_value' in x and not s1084(x): return False
    if isinstance(x, dict) and 'dim_param' in x and not s1085(x): return False
    return True

def s1085(x):
    t = type(x)
    if not (_always(x) if s1086(x) else s1087(x)): return False
    return True

def s1087(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K222.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1088(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1086(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K223.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1089(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1084(x):
    t = type(x)
    if not (_always(x) if s1090(x) else s1091(x)): return False
    return True

def s1091(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K224.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1092(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1090(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K225.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1093(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1083(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1082(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1094(v): return False
    return True

def s1094(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1081(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1080(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1079(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1078(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K226.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1095(x):
    t = type(x)
    if not isinstance(x, str) or x != 'SimpleShardedDimProto': return False
    return True

def s1077(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s17(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K227.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1103(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1102(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1104(v): return False
    return True

def s1104(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1101(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1105(v): return False
    return True

def s1105(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s58(x): return False
    return True

def s1100(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1106(v): return False
    return True

def s1106(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s48(x): return False
    return True

def s1099(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1107(v): return False
    return True

def s1107(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1098(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1097(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K228.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1108(x):
    t = type(x)
    if not isinstance(x, str) or x != 'ShardingSpecProto': return False
    return True

def s1096(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s16(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K229.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1114(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1113(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1115(v): return False
    return True

def s1115(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1112(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1116(v): return False
    return True

def s1116(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s60(x): return False
    return True

def s1111(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1110(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K230.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1117(x):
    t = type(x)
    if not isinstance(x, str) or x != 'ShardedDimProto': return False
    return True

def s1109(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s15(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K231.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1128(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1127(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1129(v): return False
    return True

def s1129(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1126(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1130(v): return False
    return True

def s1130(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s1125(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1131(v): return False
    return True

def s1131(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s1124(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1132(v): return False
    return True

def s1132(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1123(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1133(v): return False
    return True

def s1133(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1122(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1134(v): return False
    return True

def s1134(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1121(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s1136(x) if s1135(x) else _always(x)): return False
    return True

def s1136(x):
    t = type(x)
    if not s86(x): return False
    return True

def s1135(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1120(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1119(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K232.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1137(x):
    t = type(x)
    if not isinstance(x, str) or x != 'SequenceProto': return False
    return True

def s1118(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s14(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K233.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1143(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1142(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1144(v): return False
    return True

def s1144(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1141(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1140(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1139(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K234.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1145(x):
    t = type(x)
    if not isinstance(x, str) or x != 'PersistentBindingProto': return False
    return True

def s1138(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s13(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K235.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1149(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1148(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
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
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K236.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1151(x):
    t = type(x)
    if not isinstance(x, str) or x != 'PagedCacheInitializerProto': return False
    return True

def s1146(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s12(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K237.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1162(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1161(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1163(v): return False
    return True

def s1163(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1160(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s54(x): return False
    return True

def s1159(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s49(x): return False
    return True

def s1158(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1157(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1156(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1155(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s1165(x) if s1164(x) else _always(x)): return False
    return True

def s1165(x):
    t = type(x)
    if not s85(x): return False
    return True

def s1164(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1154(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1153(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K238.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1166(x):
    t = type(x)
    if not isinstance(x, str) or x != 'OptionalProto': return False
    return True

def s1152(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s11(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K239.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1172(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1171(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1173(v): return False
    return True

def s1173(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1170(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1169(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1168(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K240.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1174(x):
    t = type(x)
    if not isinstance(x, str) or x != 'OperatorSetIdProto': return False
    return True

def s1167(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s10(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K241.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1188(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1187(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1189(v): return False
    return True

def s1189(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1186(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1190(v): return False
    return True

def s1190(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s51(x): return False
    return True

def s1185(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1191(v): return False
    return True

def s1191(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1184(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1183(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1182(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1181(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1192(v): return False
    return True

def s1192(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s1180(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1179(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1178(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1193(v): return False
    return True

def s1193(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1177(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1194(v): return False
    return True

def s1194(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1176(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K242.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1195(x):
    t = type(x)
    if not isinstance(x, str) or x != 'NodeProto': return False
    return True

def s1175(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s9(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K243.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1202(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1201(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1203(v): return False
    return True

def s1203(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1200(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    return True

def s1199(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1204(v): return False
    return True

def s1204(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s59(x): return False
    return True

def s1198(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1197(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K244.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1205(x):
    t = type(x)
    if not isinstance(x, str) or x != 'NodeDeviceConfigurationProto': return False
    return True

def s1196(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s8(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K245.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1222(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1221(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1223(v): return False
    return True

def s1223(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1220(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1224(v): return False
    return True

def s1224(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s1219(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1225(v): return False
    return True

def s1225(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s44(x): return False
    return True

def s1218(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1226(v): return False
    return True

def s1226(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s46(x): return False
    return True

def s1217(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1227(v): return False
    return True

def s1227(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s74(x): return False
    return True

def s1216(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1228(v): return False
    return True

def s1228(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1215(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1229(v): return False
    return True

def s1229(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s1214(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1213(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1212(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1211(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1210(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1209(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1208(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1207(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K246.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1230(x):
    t = type(x)
    if not isinstance(x, str) or x != 'ModelProto': return False
    return True

def s1206(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s7(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K247.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1239(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1238(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1240(v): return False
    return True

def s1240(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1237(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s57(x): return False
    return True

def s1236(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1241(v): return False
    return True

def s1241(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1235(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1242(v): return False
    return True

def s1242(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1234(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s1244(x) if s1243(x) else _always(x)): return False
    return True

def s1244(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1243(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1233(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1232(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K248.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1245(x):
    t = type(x)
    if not isinstance(x, str) or x != 'MapProto': return False
    return True

def s1231(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s6(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K249.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1251(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1250(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1252(v): return False
    return True

def s1252(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1249(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1253(v): return False
    return True

def s1253(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1248(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1247(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K250.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1254(x):
    t = type(x)
    if not isinstance(x, str) or x != 'IntIntListEntryProto': return False
    return True

def s1246(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s5(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K251.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1271(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1270(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1272(v): return False
    return True

def s1272(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1269(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1273(v): return False
    return True

def s1273(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s55(x): return False
    return True

def s1268(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1274(v): return False
    return True

def s1274(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s56(x): return False
    return True

def s1267(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1275(v): return False
    return True

def s1275(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s45(x): return False
    return True

def s1266(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1276(v): return False
    return True

def s1276(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1265(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1277(v): return False
    return True

def s1277(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1264(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1278(v): return False
    return True

def s1278(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s69(x): return False
    return True

def s1263(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1279(v): return False
    return True

def s1279(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1262(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1280(v): return False
    return True

def s1280(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1261(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1281(v): return False
    return True

def s1281(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1260(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1259(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1282(v): return False
    return True

def s1282(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1258(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1257(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1283(v): return False
    return True

def s1283(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s1256(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K252.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1284(x):
    t = type(x)
    if not isinstance(x, str) or x != 'GraphProto': return False
    return True

def s1255(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s4(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K253.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1300(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1299(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1301(v): return False
    return True

def s1301(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1298(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1302(v): return False
    return True

def s1302(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1297(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1296(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1303(v): return False
    return True

def s1303(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s82(x): return False
    return True

def s1295(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1304(v): return False
    return True

def s1304(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s43(x): return False
    return True

def s1294(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1293(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1305(v): return False
    return True

def s1305(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s53(x): return False
    return True

def s1292(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1291(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1306(v): return False
    return True

def s1306(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s52(x): return False
    return True

def s1290(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1307(v): return False
    return True

def s1307(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1289(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1308(v): return False
    return True

def s1308(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1288(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1309(v): return False
    return True

def s1309(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1287(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1286(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K254.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1310(x):
    t = type(x)
    if not isinstance(x, str) or x != 'FunctionProto': return False
    return True

def s1285(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s3(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K255.get(k)
            if p is None:
                return False
            elif not p(v): return False
    if isinstance(x, dict) and 'affine' in x and not s1323(x): return False
    if isinstance(x, dict) and 'struct_type' in x and not s1324(x): return False
    return True

def s1324(x):
    t = type(x)
    if not (_always(x) if s1325(x) else s1326(x)): return False
    return True

def s1326(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K256.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1327(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1325(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K257.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1328(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1323(x):
    t = type(x)
    if not (_always(x) if s1329(x) else s1330(x)): return False
    return True

def s1330(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K258.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1331(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1329(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K259.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1332(x):
    t = type(x)
    if t not in K69 and not _is_type(x, ('null',)): return False
    return True

def s1322(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1321(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1333(v): return False
    return True

def s1333(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1320(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1319(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1318(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s1335(x) if s1334(x) else _always(x)): return False
    return True

def s1335(x):
    t = type(x)
    if not s87(x): return False
    return True

def s1334(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1317(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1336(v): return False
    return True

def s1336(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s62(x): return False
    return True

def s1316(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K14, x): return False
    if t is not _LongText and isinstance(x, str) and K13(x) is None: return False
    if isinstance(x, dict) and not s97(x): return False
    return True

def s1315(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1314(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s63(x): return False
    return True

def s1313(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s42(x): return False
    return True

def s1312(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K260.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1337(x):
    t = type(x)
    if not isinstance(x, str) or x != 'EncodedValueProto': return False
    return True

def s1311(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s2(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K261.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1344(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1343(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1345(v): return False
    return True

def s1345(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1342(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1346(v): return False
    return True

def s1346(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1341(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    return True

def s1340(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1339(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K262.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1347(x):
    t = type(x)
    if not isinstance(x, str) or x != 'DeviceConfigurationProto': return False
    return True

def s1338(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K263.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1369(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1368(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1370(v): return False
    return True

def s1370(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1367(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1371(v): return False
    return True

def s1371(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1366(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s61(x): return False
    return True

def s1365(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1364(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s1373(x) if s1372(x) else _always(x)): return False
    return True

def s1373(x):
    t = type(x)
    if not s83(x): return False
    return True

def s1372(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1363(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1374(v): return False
    return True

def s1374(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1362(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s75(x): return False
    return True

def s1361(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1360(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1375(v): return False
    return True

def s1375(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1359(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1376(v): return False
    return True

def s1376(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1358(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1377(v): return False
    return True

def s1377(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('string', 'object')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1357(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1378(v): return False
    return True

def s1378(x):
    t = type(x)
    if t not in K4 and not _is_type(x, ('integer',)): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1356(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1379(v): return False
    return True

def s1379(x):
    t = type(x)
    if t not in K96 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s1355(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s47(x): return False
    return True

def s1354(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1353(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1352(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1351(x):
    t = type(x)
    if t not in K145 and not _is_type(x, ('number', 'string', 'null')): return False
    if t is _LongText and not _long_text_matches(K11, x): return False
    if t is not _LongText and isinstance(x, str) and K10(x) is None: return False
    return True

def s1350(x):
    t = type(x)
    if t not in K57 and not _is_type(x, ('string', 'object', 'null')): return False
    if isinstance(x, dict) and not s95(x): return False
    return True

def s1349(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K264.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1380(x):
    t = type(x)
    if not isinstance(x, str) or x != 'AttributeProto': return False
    return True

def s1348(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s0(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K265.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1389(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s92(x): return False
    return True

def s1388(x):
    t = type(x)
    if t not in K56 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1390(v): return False
    return True

def s1390(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1387(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K5: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K38: return False
    return True

def s1386(x):
    t = type(x)
    if t not in K89 and not _is_type(x, ('integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K90: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K91: return False
    return True

def s1385(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1384(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object', 'null')): return False
    if isinstance(x, dict) and not s70(x): return False
    return True

def s1383(x):
    t = type(x)
    if t not in K59 and not _is_type(x, ('string', 'integer', 'null')): return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x < K60: return False
    if (t is int or t is float or (t is not bool and t is not str and isinstance(x, _Number))) and x > K61: return False
    if not (s1392(x) if s1391(x) else _always(x)): return False
    return True

def s1392(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1391(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

def s1382(x):
    t = type(x)
    if t not in K18 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K266.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1393(x):
    t = type(x)
    if not isinstance(x, str) or x != 'AffineLayoutProto': return False
    return True

def s1381(x):
    t = type(x)
    if t not in K1 and not _is_type(x, ('string',)): return False
    return True

K0 = {'count': s99, 'offset': s100, 'size': s101, 'sha256': s102}
K6 = {'offset': s103, 'size': s104, 'sha256': s105}
K7 = {'values': s106}
K12 = {'$bytes': s108}
K17 = {'runs': s109, 'tag': s110, 'len': s111, 'varint': s112, 'end': s113, 'earlier': s114, 'split': s115}
K19 = {'lengths': s118, 'sha256': s119}
K28 = {'number': s133, 'wire_type': s134, 'value': s135, 'tag': s136, 'raw': s137, 'len': s138, 'end_tag': s139}
K29 = {'value': s147}
K30 = {'wire_type': s149}
K31 = {'value': s152}
K33 = {'wire_type': s154}
K34 = {'value': s157}
K36 = {'wire_type': s158}
K37 = {'value': s161}
K39 = {'wire_type': s162}
K40 = {'value': s165}
K41 = {'wire_type': s166}
K45 = {'format_version': s167, 'type': s168, 'weights': s169}
K46 = {'sidecar': s170}
K54 = {'name': s171, 'type': s172, 'doc_string': s173, 'metadata_props': s174, '$unknown': s175, '$layout': s176}
K58 = {'elem_type': s179, 'shape': s180, '$unknown': s181, '$layout': s182}
K62 = {'elem_type': s186, 'shape': s187, '$unknown': s188, '$layout': s189}
K63 = {'elem_type': s193, '$unknown': s194, '$layout': s195}
K64 = {'elem_type': s197, '$unknown': s198, '$layout': s199}
K65 = {'domain': s201, 'name': s202, '$unknown': s203, '$layout': s204}
K66 = {'key_type': s206, 'value_type': s207, '$unknown': s208, '$layout': s209}
K67 = {'tensor_type': s213, 'sequence_type': s214, 'map_type': s215, 'denotation': s216, 'opaque_type': s217, 'sparse_tensor_type': s218, 'optional_type': s219, 'struct_type': s220, '$unknown': s221, '$layout': s222}
K68 = {'tensor_type': s232, 'sequence_type': s233, 'map_type': s234, 'opaque_type': s235, 'sparse_tensor_type': s236, 'optional_type': s237}
K70 = {'struct_type': s238}
K71 = {'tensor_type': s241, 'sequence_type': s242, 'map_type': s243, 'opaque_type': s244, 'sparse_tensor_type': s245, 'struct_type': s246}
K72 = {'optional_type': s247}
K73 = {'tensor_type': s250, 'sequence_type': s251, 'map_type': s252, 'opaque_type': s253, 'optional_type': s254, 'struct_type': s255}
K74 = {'sparse_tensor_type': s256}
K75 = {'tensor_type': s259, 'sequence_type': s260, 'map_type': s261, 'sparse_tensor_type': s262, 'optional_type': s263, 'struct_type': s264}
K76 = {'opaque_type': s265}
K77 = {'tensor_type': s268, 'sequence_type': s269, 'opaque_type': s270, 'sparse_tensor_type': s271, 'optional_type': s272, 'struct_type': s273}
K78 = {'map_type': s274}
K79 = {'tensor_type': s277, 'map_type': s278, 'opaque_type': s279, 'sparse_tensor_type': s280, 'optional_type': s281, 'struct_type': s282}
K80 = {'sequence_type': s283}
K81 = {'sequence_type': s286, 'map_type': s287, 'opaque_type': s288, 'sparse_tensor_type': s289, 'optional_type': s290, 'struct_type': s291}
K82 = {'tensor_type': s292}
K83 = {'initialization': s294, 'algorithm': s295, 'initialization_binding': s296, 'update_binding': s297, '$unknown': s298, '$layout': s299}
K84 = {'dim_value': s303, 'dim_param': s304, 'denotation': s305, '$unknown': s306, '$layout': s307}
K85 = {'dim_value': s312}
K86 = {'dim_param': s313}
K87 = {'dim_param': s316}
K88 = {'dim_value': s317}
K92 = {'dim': s319, '$unknown': s320, '$layout': s321}
K93 = {'begin': s324, 'end': s325, '$unknown': s326, '$layout': s327}
K94 = {'dims': s329, 'data_type': s330, 'segment': s331, 'float_data': s332, 'int32_data': s333, 'string_data': s334, 'int64_data': s335, 'name': s336, 'raw_data': s337, 'double_data': s338, 'uint64_data': s339, 'doc_string': s340, 'external_data': s341, 'data_location': s342, 'metadata_props': s343, '$unknown': s344, '$layout': s345}
K98 = {'tensor_name': s363, 'quant_parameter_tensor_names': s364, '$unknown': s365, '$layout': s366}
K99 = {'field': s369, '$unknown': s370, '$layout': s371}
K100 = {'name': s374, 'type': s375, 'doc_string': s376, 'constant': s377, '$unknown': s378, '$layout': s379}
K101 = {'type': s384}
K102 = {'constant': s385}
K103 = {'constant': s388}
K104 = {'type': s389}
K105 = {'name': s391, 'bit_width': s392, '$unknown': s393, '$layout': s394}
K106 = {'component': s396, 'dimension': s397, '$unknown': s398, '$layout': s399}
K107 = {'element_type': s402, 'dimension': s403, '$unknown': s404, '$layout': s405}
K108 = {'array': s407, 'structure': s408, 'bit_packing': s409, 'type_ref': s410, 'decoder': s411, 'encoder': s412, 'name': s413, 'doc_string': s414, 'metadata_props': s415, 'type_id': s416, '$unknown': s417, '$layout': s418}
K109 = {'array': s425, 'structure': s426, 'bit_packing': s427}
K110 = {'type_ref': s428}
K111 = {'array': s431, 'structure': s432, 'type_ref': s433}
K112 = {'bit_packing': s434}
K113 = {'array': s437, 'bit_packing': s438, 'type_ref': s439}
K114 = {'structure': s440}
K115 = {'structure': s443, 'bit_packing': s444, 'type_ref': s445}
K116 = {'array': s446}
K117 = {'key': s449, 'value': s450, '$unknown': s451, '$layout': s452}
K118 = {'values': s454, 'indices': s455, 'dims': s456, '$unknown': s457, '$layout': s458}
K119 = {'dim_value': s461, 'dim_param': s462, 'num_shards': s463, '$unknown': s464, '$layout': s465}
K120 = {'dim_value': s470}
K121 = {'dim_param': s471}
K122 = {'dim_param': s474}
K123 = {'dim_value': s475}
K124 = {'tensor_name': s477, 'device': s478, 'index_to_device_group_map': s479, 'sharded_dim': s480, '$unknown': s481, '$layout': s482}
K125 = {'axis': s487, 'simple_sharding': s488, '$unknown': s489, '$layout': s490}
K126 = {'name': s493, 'elem_type': s494, 'tensor_values': s495, 'sparse_tensor_values': s496, 'sequence_values': s497, 'map_values': s498, 'optional_values': s499, '$unknown': s500, '$layout': s501}
K127 = {'input_name': s510, 'output_name': s511, '$unknown': s512, '$layout': s513}
K128 = {'$unknown': s515, '$layout': s516}
K129 = {'name': s518, 'elem_type': s519, 'tensor_value': s520, 'sparse_tensor_value': s521, 'sequence_value': s522, 'map_value': s523, 'optional_value': s524, '$unknown': s525, '$layout': s526}
K130 = {'domain': s530, 'version': s531, '$unknown': s532, '$layout': s533}
K131 = {'input': s535, 'output': s536, 'name': s537, 'op_type': s538, 'attribute': s539, 'doc_string': s540, 'domain': s541, 'overload': s542, 'metadata_props': s543, 'device_configurations': s544, '$unknown': s545, '$layout': s546}
K132 = {'configuration_id': s553, 'sharding_spec': s554, 'pipeline_stage': s555, '$unknown': s556, '$layout': s557}
K133 = {'ir_version': s560, 'producer_name': s561, 'producer_version': s562, 'domain': s563, 'model_version': s564, 'doc_string': s565, 'graph': s566, 'opset_import': s567, 'metadata_props': s568, 'training_info': s569, 'functions': s570, 'configuration': s571, 'struct_types': s572, '$unknown': s573, '$layout': s574}
K134 = {'name': s582, 'key_type': s583, 'keys': s584, 'string_keys': s585, 'values': s586, '$unknown': s587, '$layout': s588}
K135 = {'key': s594, 'value': s595, '$unknown': s596, '$layout': s597}
K136 = {'node': s600, 'name': s601, 'initializer': s602, 'doc_string': s603, 'input': s604, 'output': s605, 'value_info': s606, 'quantization_annotation': s607, 'sparse_initializer': s608, 'metadata_props': s609, 'encoded_initializer': s610, 'persistent_bindings': s611, 'paged_cache_initializer': s612, '$unknown': s613, '$layout': s614}
K137 = {'name': s627, 'input': s628, 'output': s629, 'attribute': s630, 'node': s631, 'doc_string': s632, 'opset_import': s633, 'domain': s634, 'attribute_proto': s635, 'value_info': s636, 'overload': s637, 'metadata_props': s638, '$unknown': s639, '$layout': s640}
K138 = {'affine': s650, 'struct_type': s651, 'logical_type': s652, 'raw_data': s653, 'external_data': s654, 'data_location': s655, 'name': s656, 'doc_string': s657, '$unknown': s658, '$layout': s659}
K139 = {'affine': s664}
K140 = {'struct_type': s665}
K141 = {'struct_type': s668}
K142 = {'affine': s669}
K143 = {'name': s674, 'num_devices': s675, 'device': s676, '$unknown': s677, '$layout': s678}
K144 = {'name': s681, 'f': s682, 'i': s683, 's': s684, 't': s685, 'g': s686, 'floats': s687, 'ints': s688, 'strings': s689, 'tensors': s690, 'graphs': s691, 'doc_string': s692, 'tp': s693, 'type_protos': s694, 'type': s695, 'ref_attr_name': s696, 'sparse_tensor': s697, 'sparse_tensors': s698, '$unknown': s699, '$layout': s700}
K146 = {'storage_type': s711, 'scale': s712, 'zero_point': s713, 'axis': s714, 'block_size': s715, '$unknown': s716, '$layout': s717}
K147 = {'$schema': s721, '$onnxjson': s722, 'name': s723, 'type': s724, 'doc_string': s725, 'metadata_props': s726, '$unknown': s727, '$layout': s728}
K148 = {'type': s731}
K149 = {'$schema': s732, '$onnxjson': s733, 'tensor_type': s734, 'sequence_type': s735, 'map_type': s736, 'denotation': s737, 'opaque_type': s738, 'sparse_tensor_type': s739, 'optional_type': s740, 'struct_type': s741, '$unknown': s742, '$layout': s743}
K150 = {'tensor_type': s753, 'sequence_type': s754, 'map_type': s755, 'opaque_type': s756, 'sparse_tensor_type': s757, 'optional_type': s758}
K151 = {'struct_type': s759}
K152 = {'tensor_type': s762, 'sequence_type': s763, 'map_type': s764, 'opaque_type': s765, 'sparse_tensor_type': s766, 'struct_type': s767}
K153 = {'optional_type': s768}
K154 = {'tensor_type': s771, 'sequence_type': s772, 'map_type': s773, 'opaque_type': s774, 'optional_type': s775, 'struct_type': s776}
K155 = {'sparse_tensor_type': s777}
K156 = {'tensor_type': s780, 'sequence_type': s781, 'map_type': s782, 'sparse_tensor_type': s783, 'optional_type': s784, 'struct_type': s785}
K157 = {'opaque_type': s786}
K158 = {'tensor_type': s789, 'sequence_type': s790, 'opaque_type': s791, 'sparse_tensor_type': s792, 'optional_type': s793, 'struct_type': s794}
K159 = {'map_type': s795}
K160 = {'tensor_type': s798, 'map_type': s799, 'opaque_type': s800, 'sparse_tensor_type': s801, 'optional_type': s802, 'struct_type': s803}
K161 = {'sequence_type': s804}
K162 = {'sequence_type': s807, 'map_type': s808, 'opaque_type': s809, 'sparse_tensor_type': s810, 'optional_type': s811, 'struct_type': s812}
K163 = {'tensor_type': s813}
K164 = {'type': s815}
K165 = {'$schema': s816, '$onnxjson': s817, 'elem_type': s818, 'shape': s819, '$unknown': s820, '$layout': s821}
K166 = {'type': s825}
K167 = {'$schema': s826, '$onnxjson': s827, 'elem_type': s828, 'shape': s829, '$unknown': s830, '$layout': s831}
K168 = {'type': s835}
K169 = {'$schema': s836, '$onnxjson': s837, 'elem_type': s838, '$unknown': s839, '$layout': s840}
K170 = {'type': s842}
K171 = {'$schema': s843, '$onnxjson': s844, 'elem_type': s845, '$unknown': s846, '$layout': s847}
K172 = {'type': s849}
K173 = {'$schema': s850, '$onnxjson': s851, 'domain': s852, 'name': s853, '$unknown': s854, '$layout': s855}
K174 = {'type': s857}
K175 = {'$schema': s858, '$onnxjson': s859, 'key_type': s860, 'value_type': s861, '$unknown': s862, '$layout': s863}
K176 = {'type': s867}
K177 = {'$schema': s868, '$onnxjson': s869, 'initialization': s870, 'algorithm': s871, 'initialization_binding': s872, 'update_binding': s873, '$unknown': s874, '$layout': s875}
K178 = {'type': s879}
K179 = {'$schema': s880, '$onnxjson': s881, 'dim': s882, '$unknown': s883, '$layout': s884}
K180 = {'type': s887}
K181 = {'$schema': s888, '$onnxjson': s889, 'dim_value': s890, 'dim_param': s891, 'denotation': s892, '$unknown': s893, '$layout': s894}
K182 = {'dim_value': s899}
K183 = {'dim_param': s900}
K184 = {'dim_param': s903}
K185 = {'dim_value': s904}
K186 = {'type': s906}
K187 = {'$schema': s907, '$onnxjson': s908, 'dims': s909, 'data_type': s910, 'segment': s911, 'float_data': s912, 'int32_data': s913, 'string_data': s914, 'int64_data': s915, 'name': s916, 'raw_data': s917, 'double_data': s918, 'uint64_data': s919, 'doc_string': s920, 'external_data': s921, 'data_location': s922, 'metadata_props': s923, '$unknown': s924, '$layout': s925}
K188 = {'type': s943}
K189 = {'$schema': s944, '$onnxjson': s945, 'begin': s946, 'end': s947, '$unknown': s948, '$layout': s949}
K190 = {'type': s951}
K191 = {'$schema': s952, '$onnxjson': s953, 'tensor_name': s954, 'quant_parameter_tensor_names': s955, '$unknown': s956, '$layout': s957}
K192 = {'type': s960}
K193 = {'$schema': s961, '$onnxjson': s962, 'array': s963, 'structure': s964, 'bit_packing': s965, 'type_ref': s966, 'decoder': s967, 'encoder': s968, 'name': s969, 'doc_string': s970, 'metadata_props': s971, 'type_id': s972, '$unknown': s973, '$layout': s974}
K194 = {'array': s981, 'structure': s982, 'bit_packing': s983}
K195 = {'type_ref': s984}
K196 = {'array': s987, 'structure': s988, 'type_ref': s989}
K197 = {'bit_packing': s990}
K198 = {'array': s993, 'bit_packing': s994, 'type_ref': s995}
K199 = {'structure': s996}
K200 = {'structure': s999, 'bit_packing': s1000, 'type_ref': s1001}
K201 = {'array': s1002}
K202 = {'type': s1005}
K203 = {'$schema': s1006, '$onnxjson': s1007, 'field': s1008, '$unknown': s1009, '$layout': s1010}
K204 = {'type': s1013}
K205 = {'$schema': s1014, '$onnxjson': s1015, 'name': s1016, 'type': s1017, 'doc_string': s1018, 'constant': s1019, '$unknown': s1020, '$layout': s1021}
K206 = {'type': s1026}
K207 = {'constant': s1027}
K208 = {'constant': s1030}
K209 = {'type': s1031}
K210 = {'type': s1033}
K211 = {'$schema': s1034, '$onnxjson': s1035, 'name': s1036, 'bit_width': s1037, '$unknown': s1038, '$layout': s1039}
K212 = {'type': s1041}
K213 = {'$schema': s1042, '$onnxjson': s1043, 'component': s1044, 'dimension': s1045, '$unknown': s1046, '$layout': s1047}
K214 = {'type': s1050}
K215 = {'$schema': s1051, '$onnxjson': s1052, 'element_type': s1053, 'dimension': s1054, '$unknown': s1055, '$layout': s1056}
K216 = {'type': s1058}
K217 = {'$schema': s1059, '$onnxjson': s1060, 'key': s1061, 'value': s1062, '$unknown': s1063, '$layout': s1064}
K218 = {'type': s1066}
K219 = {'$schema': s1067, '$onnxjson': s1068, 'values': s1069, 'indices': s1070, 'dims': s1071, '$unknown': s1072, '$layout': s1073}
K220 = {'type': s1076}
K221 = {'$schema': s1077, '$onnxjson': s1078, 'dim_value': s1079, 'dim_param': s1080, 'num_shards': s1081, '$unknown': s1082, '$layout': s1083}
K222 = {'dim_value': s1088}
K223 = {'dim_param': s1089}
K224 = {'dim_param': s1092}
K225 = {'dim_value': s1093}
K226 = {'type': s1095}
K227 = {'$schema': s1096, '$onnxjson': s1097, 'tensor_name': s1098, 'device': s1099, 'index_to_device_group_map': s1100, 'sharded_dim': s1101, '$unknown': s1102, '$layout': s1103}
K228 = {'type': s1108}
K229 = {'$schema': s1109, '$onnxjson': s1110, 'axis': s1111, 'simple_sharding': s1112, '$unknown': s1113, '$layout': s1114}
K230 = {'type': s1117}
K231 = {'$schema': s1118, '$onnxjson': s1119, 'name': s1120, 'elem_type': s1121, 'tensor_values': s1122, 'sparse_tensor_values': s1123, 'sequence_values': s1124, 'map_values': s1125, 'optional_values': s1126, '$unknown': s1127, '$layout': s1128}
K232 = {'type': s1137}
K233 = {'$schema': s1138, '$onnxjson': s1139, 'input_name': s1140, 'output_name': s1141, '$unknown': s1142, '$layout': s1143}
K234 = {'type': s1145}
K235 = {'$schema': s1146, '$onnxjson': s1147, '$unknown': s1148, '$layout': s1149}
K236 = {'type': s1151}
K237 = {'$schema': s1152, '$onnxjson': s1153, 'name': s1154, 'elem_type': s1155, 'tensor_value': s1156, 'sparse_tensor_value': s1157, 'sequence_value': s1158, 'map_value': s1159, 'optional_value': s1160, '$unknown': s1161, '$layout': s1162}
K238 = {'type': s1166}
K239 = {'$schema': s1167, '$onnxjson': s1168, 'domain': s1169, 'version': s1170, '$unknown': s1171, '$layout': s1172}
K240 = {'type': s1174}
K241 = {'$schema': s1175, '$onnxjson': s1176, 'input': s1177, 'output': s1178, 'name': s1179, 'op_type': s1180, 'attribute': s1181, 'doc_string': s1182, 'domain': s1183, 'overload': s1184, 'metadata_props': s1185, 'device_configurations': s1186, '$unknown': s1187, '$layout': s1188}
K242 = {'type': s1195}
K243 = {'$schema': s1196, '$onnxjson': s1197, 'configuration_id': s1198, 'sharding_spec': s1199, 'pipeline_stage': s1200, '$unknown': s1201, '$layout': s1202}
K244 = {'type': s1205}
K245 = {'$schema': s1206, '$onnxjson': s1207, 'ir_version': s1208, 'producer_name': s1209, 'producer_version': s1210, 'domain': s1211, 'model_version': s1212, 'doc_string': s1213, 'graph': s1214, 'opset_import': s1215, 'metadata_props': s1216, 'training_info': s1217, 'functions': s1218, 'configuration': s1219, 'struct_types': s1220, '$unknown': s1221, '$layout': s1222}
K246 = {'type': s1230}
K247 = {'$schema': s1231, '$onnxjson': s1232, 'name': s1233, 'key_type': s1234, 'keys': s1235, 'string_keys': s1236, 'values': s1237, '$unknown': s1238, '$layout': s1239}
K248 = {'type': s1245}
K249 = {'$schema': s1246, '$onnxjson': s1247, 'key': s1248, 'value': s1249, '$unknown': s1250, '$layout': s1251}
K250 = {'type': s1254}
K251 = {'$schema': s1255, '$onnxjson': s1256, 'node': s1257, 'name': s1258, 'initializer': s1259, 'doc_string': s1260, 'input': s1261, 'output': s1262, 'value_info': s1263, 'quantization_annotation': s1264, 'sparse_initializer': s1265, 'metadata_props': s1266, 'encoded_initializer': s1267, 'persistent_bindings': s1268, 'paged_cache_initializer': s1269, '$unknown': s1270, '$layout': s1271}
K252 = {'type': s1284}
K253 = {'$schema': s1285, '$onnxjson': s1286, 'name': s1287, 'input': s1288, 'output': s1289, 'attribute': s1290, 'node': s1291, 'doc_string': s1292, 'opset_import': s1293, 'domain': s1294, 'attribute_proto': s1295, 'value_info': s1296, 'overload': s1297, 'metadata_props': s1298, '$unknown': s1299, '$layout': s1300}
K254 = {'type': s1310}
K255 = {'$schema': s1311, '$onnxjson': s1312, 'affine': s1313, 'struct_type': s1314, 'logical_type': s1315, 'raw_data': s1316, 'external_data': s1317, 'data_location': s1318, 'name': s1319, 'doc_string': s1320, '$unknown': s1321, '$layout': s1322}
K256 = {'affine': s1327}
K257 = {'struct_type': s1328}
K258 = {'struct_type': s1331}
K259 = {'affine': s1332}
K260 = {'type': s1337}
K261 = {'$schema': s1338, '$onnxjson': s1339, 'name': s1340, 'num_devices': s1341, 'device': s1342, '$unknown': s1343, '$layout': s1344}
K262 = {'type': s1347}
K263 = {'$schema': s1348, '$onnxjson': s1349, 'name': s1350, 'f': s1351, 'i': s1352, 's': s1353, 't': s1354, 'g': s1355, 'floats': s1356, 'ints': s1357, 'strings': s1358, 'tensors': s1359, 'graphs': s1360, 'doc_string': s1361, 'tp': s1362, 'type_protos': s1363, 'type': s1364, 'ref_attr_name': s1365, 'sparse_tensor': s1366, 'sparse_tensors': s1367, '$unknown': s1368, '$layout': s1369}
K264 = {'type': s1380}
K265 = {'$schema': s1381, '$onnxjson': s1382, 'storage_type': s1383, 'scale': s1384, 'zero_point': s1385, 'axis': s1386, 'block_size': s1387, '$unknown': s1388, '$layout': s1389}
K266 = {'type': s1393}
# The function of each schema file's root, and of each definition of defs.schema.json.
ROOTS = {'AffineLayoutProto.schema.json': s0, 'AttributeProto.schema.json': s1, 'DeviceConfigurationProto.schema.json': s2, 'EncodedValueProto.schema.json': s3, 'FunctionProto.schema.json': s4, 'GraphProto.schema.json': s5, 'IntIntListEntryProto.schema.json': s6, 'MapProto.schema.json': s7, 'ModelProto.schema.json': s8, 'NodeDeviceConfigurationProto.schema.json': s9, 'NodeProto.schema.json': s10, 'OperatorSetIdProto.schema.json': s11, 'OptionalProto.schema.json': s12, 'PagedCacheInitializerProto.schema.json': s13, 'PersistentBindingProto.schema.json': s14, 'SequenceProto.schema.json': s15, 'ShardedDimProto.schema.json': s16, 'ShardingSpecProto.schema.json': s17, 'SimpleShardedDimProto.schema.json': s18, 'SparseTensorProto.schema.json': s19, 'StringStringEntryProto.schema.json': s20, 'StructTypeProto.Array.schema.json': s21, 'StructTypeProto.BitPacking.schema.json': s22, 'StructTypeProto.Component.schema.json': s23, 'StructTypeProto.Field.schema.json': s24, 'StructTypeProto.Structure.schema.json': s25, 'StructTypeProto.schema.json': s26, 'TensorAnnotation.schema.json': s27, 'TensorProto.Segment.schema.json': s28, 'TensorProto.schema.json': s29, 'TensorShapeProto.Dimension.schema.json': s30, 'TensorShapeProto.schema.json': s31, 'TrainingInfoProto.schema.json': s32, 'TypeProto.Map.schema.json': s33, 'TypeProto.Opaque.schema.json': s34, 'TypeProto.Optional.schema.json': s35, 'TypeProto.Sequence.schema.json': s36, 'TypeProto.SparseTensor.schema.json': s37, 'TypeProto.Tensor.schema.json': s38, 'TypeProto.schema.json': s39, 'ValueInfoProto.schema.json': s40, 'defs.schema.json': s41}
PARTS = {'AffineLayoutProto': s42, 'AttributeProto': s43, 'DeviceConfigurationProto': s44, 'EncodedValueProto': s45, 'FunctionProto': s46, 'GraphProto': s47, 'IntIntListEntryProto': s48, 'MapProto': s49, 'ModelProto': s50, 'NodeDeviceConfigurationProto': s51, 'NodeProto': s52, 'OperatorSetIdProto': s53, 'OptionalProto': s54, 'PagedCacheInitializerProto': s55, 'PersistentBindingProto': s56, 'SequenceProto': s57, 'ShardedDimProto': s58, 'ShardingSpecProto': s59, 'SimpleShardedDimProto': s60, 'SparseTensorProto': s61, 'StringStringEntryProto': s62, 'StructTypeProto': s63, 'StructTypeProto.Array': s64, 'StructTypeProto.BitPacking': s65, 'StructTypeProto.Component': s66, 'StructTypeProto.Field': s67, 'StructTypeProto.Structure': s68, 'TensorAnnotation': s69, 'TensorProto': s70, 'TensorProto.Segment': s71, 'TensorShapeProto': s72, 'TensorShapeProto.Dimension': s73, 'TrainingInfoProto': s74, 'TypeProto': s75, 'TypeProto.Map': s76, 'TypeProto.Opaque': s77, 'TypeProto.Optional': s78, 'TypeProto.Sequence': s79, 'TypeProto.SparseTensor': s80, 'TypeProto.Tensor': s81, 'ValueInfoProto': s82, 'AttributeProto.AttributeType': s83, 'OperatorStatus': s84, 'OptionalProto.DataType': s85, 'SequenceProto.DataType': s86, 'TensorProto.DataLocation': s87, 'TensorProto.DataType': s88, 'Version': s89, 'onnxjson.Envelope': s90, 'onnxjson.UnknownField': s91, 'onnxjson.Layout': s92, 'onnxjson.Hex': s93, 'onnxjson.Base64': s94, 'onnxjson.Text': s95, 'onnxjson.ReadableValues': s96, 'onnxjson.PayloadRef': s97, 'onnxjson.TypedPayloadRef': s98}
