# Generated from the shipped JSON Schemas by onnxjson.schema.write_checks_module(); do not edit.
# When it is stale (tests/test_startup.py says so) the checks are compiled at run time instead.
# ruff: noqa
# mypy: ignore-errors
SOURCE_DIGEST = '1a8b252ebe521705ff0deb2f06c7ff779bb0960f489314ba24a50cf0f34b057e'
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
    if t is not bool and isinstance(x, _Number) and x < K5: return False
    return True

def s100(x):
    t = type(x)
    if t not in K6 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K7: return False
    return True

def s99(x):
    t = type(x)
    if t not in K8 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K9: return False
    return True

def s97(x):
    t = type(x)
    if isinstance(x, dict) and ('size' not in x or 'sha256' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K10.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s105(x):
    t = type(x)
    if t not in K11 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K13, x): return False
    if t is not _LongText and isinstance(x, str) and K12(x) is None: return False
    return True

def s104(x):
    t = type(x)
    if t not in K14 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K15: return False
    return True

def s103(x):
    t = type(x)
    if t not in K16 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K17: return False
    return True

def s96(x):
    t = type(x)
    if isinstance(x, dict) and ('values' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K18.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s106(x):
    t = type(x)
    if t not in K19 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s107(v): return False
    return True

def s107(x):
    t = type(x)
    if t not in K20 and not _is_type(x, ('number', 'boolean', 'string')): return False
    if t is _LongText and not _long_text_matches(K22, x): return False
    if t is not _LongText and isinstance(x, str) and K21(x) is None: return False
    return True

def s95(x):
    t = type(x)
    if isinstance(x, dict) and ('$bytes' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K23.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s108(x):
    t = type(x)
    if t not in K24 and not _is_type(x, ('string',)): return False
    if not s94(x): return False
    return True

def s94(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K26, x): return False
    if t is not _LongText and isinstance(x, str) and K25(x) is None: return False
    return True

def s93(x):
    t = type(x)
    if t not in K27 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K29, x): return False
    if t is not _LongText and isinstance(x, str) and K28(x) is None: return False
    return True

def s92(x):
    t = type(x)
    if isinstance(x, dict) and ('runs' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K30.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s115(x):
    t = type(x)
    if t not in K31 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s116(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s117(v): return False
    return True

def s117(x):
    t = type(x)
    if t not in K32 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('lengths' not in x or 'sha256' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K33.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s119(x):
    t = type(x)
    if t not in K34 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K36, x): return False
    if t is not _LongText and isinstance(x, str) and K35(x) is None: return False
    return True

def s118(x):
    t = type(x)
    if t not in K37 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s120(v): return False
    return True

def s120(x):
    t = type(x)
    if t not in K38 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K39: return False
    return True

def s116(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K41, x): return False
    if t is not _LongText and isinstance(x, str) and K40(x) is None: return False
    return True

def s114(x):
    t = type(x)
    if t not in K42 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict):
        for k in x:
            if not s121(k): return False
    if isinstance(x, dict):
        for v in x.values():
            if not s122(v): return False
    return True

def s122(x):
    t = type(x)
    if t not in K43 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s123(v): return False
    return True

def s123(x):
    t = type(x)
    if t not in K44 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K46, x): return False
    if t is not _LongText and isinstance(x, str) and K45(x) is None: return False
    return True

def s121(x):
    t = type(x)
    if t is _LongText and not _long_text_matches(K48, x): return False
    if t is not _LongText and isinstance(x, str) and K47(x) is None: return False
    return True

def s113(x):
    t = type(x)
    if t not in K49 and not _is_type(x, ('object',)): return False
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
    if t is _LongText and not _long_text_matches(K51, x): return False
    if t is not _LongText and isinstance(x, str) and K50(x) is None: return False
    return True

def s112(x):
    t = type(x)
    if t not in K52 and not _is_type(x, ('object',)): return False
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
    if t is _LongText and not _long_text_matches(K54, x): return False
    if t is not _LongText and isinstance(x, str) and K53(x) is None: return False
    return True

def s111(x):
    t = type(x)
    if t not in K55 and not _is_type(x, ('object',)): return False
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
    if t is _LongText and not _long_text_matches(K57, x): return False
    if t is not _LongText and isinstance(x, str) and K56(x) is None: return False
    return True

def s110(x):
    t = type(x)
    if t not in K58 and not _is_type(x, ('object',)): return False
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
    if t is _LongText and not _long_text_matches(K60, x): return False
    if t is not _LongText and isinstance(x, str) and K59(x) is None: return False
    return True

def s109(x):
    t = type(x)
    if t not in K61 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s132(v): return False
    return True

def s132(x):
    t = type(x)
    if t not in K62 and not _is_type(x, ('string',)): return False
    if t is _LongText and not _long_text_matches(K64, x): return False
    if t is not _LongText and isinstance(x, str) and K63(x) is None: return False
    return True

def s91(x):
    t = type(x)
    if isinstance(x, dict) and ('number' not in x or 'wire_type' not in x or 'value' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K65.get(k)
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
            p = K66.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s147(x):
    t = type(x)
    if t not in K67 and not _is_type(x, ('array',)): return False
    if isinstance(x, list):
        for v in x:
            if not s148(v): return False
    return True

def s148(x):
    t = type(x)
    if t not in K68 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s145(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K69.get(k)
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
            p = K70.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s152(x):
    t = type(x)
    if t not in K71 and not _is_type(x, ('string', 'array')): return False
    if t is _LongText and not _long_text_matches(K73, x): return False
    if t is not _LongText and isinstance(x, str) and K72(x) is None: return False
    if isinstance(x, list):
        for v in x:
            if not s153(v): return False
    return True

def s153(x):
    t = type(x)
    if t not in K74 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s150(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K75.get(k)
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
            p = K76.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s157(x):
    t = type(x)
    if t not in K77 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K78: return False
    if t is not bool and isinstance(x, _Number) and x > K79: return False
    return True

def s155(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K80.get(k)
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
            p = K81.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s161(x):
    t = type(x)
    if t not in K82 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K83: return False
    if t is not bool and isinstance(x, _Number) and x > K84: return False
    return True

def s159(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K85.get(k)
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
            p = K86.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s165(x):
    t = type(x)
    if t not in K87 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K88: return False
    if t is not bool and isinstance(x, _Number) and x > K89: return False
    return True

def s163(x):
    t = type(x)
    if isinstance(x, dict) and ('wire_type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K90.get(k)
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
    if t not in K91 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K92: return False
    return True

def s133(x):
    t = type(x)
    if t not in K93 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K94: return False
    if t is not bool and isinstance(x, _Number) and x > K95: return False
    return True

def s90(x):
    t = type(x)
    if isinstance(x, dict) and ('format_version' not in x or 'type' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K96.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s169(x):
    t = type(x)
    if t not in K97 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('sidecar' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K98.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s170(x):
    t = type(x)
    if t not in K99 and not _is_type(x, ('string',)): return False
    return True

def s168(x):
    t = type(x)
    if t not in K100 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K101: return False
    return True

def s167(x):
    t = type(x)
    if t not in K102 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K103: return False
    return True

def s89(x):
    t = type(x)
    if t not in K104 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K105: return False
    return True

def s88(x):
    t = type(x)
    if t not in K106 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K107: return False
    return True

def s87(x):
    t = type(x)
    if t not in K108 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K109: return False
    return True

def s86(x):
    t = type(x)
    if t not in K110 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K111: return False
    return True

def s85(x):
    t = type(x)
    if t not in K112 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K113: return False
    return True

def s84(x):
    t = type(x)
    if t not in K114 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K115: return False
    return True

def s83(x):
    t = type(x)
    if t not in K116 and not _is_type(x, ('string',)): return False
    if not isinstance(x, str) or x not in K117: return False
    return True

def s82(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K118.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s176(x):
    t = type(x)
    if t not in K119 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s175(x):
    t = type(x)
    if t not in K120 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s177(v): return False
    return True

def s177(x):
    t = type(x)
    if t not in K121 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s174(x):
    t = type(x)
    if t not in K122 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s178(v): return False
    return True

def s178(x):
    t = type(x)
    if t not in K123 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s173(x):
    t = type(x)
    if t not in K124 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s172(x):
    t = type(x)
    if t not in K125 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s171(x):
    t = type(x)
    if t not in K126 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s81(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K127.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s182(x):
    t = type(x)
    if t not in K128 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s181(x):
    t = type(x)
    if t not in K129 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s183(v): return False
    return True

def s183(x):
    t = type(x)
    if t not in K130 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s180(x):
    t = type(x)
    if t not in K131 and not _is_type(x, ('object', 'null')): return False
    if not s72(x): return False
    return True

def s179(x):
    t = type(x)
    if t not in K132 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K133: return False
    if t is not bool and isinstance(x, _Number) and x > K134: return False
    if not (s185(x) if s184(x) else _always(x)): return False
    return True

def s185(x):
    t = type(x)
    if not s88(x): return False
    return True

def s184(x):
    t = type(x)
    if t not in K135 and not _is_type(x, ('string',)): return False
    return True

def s80(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K136.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s189(x):
    t = type(x)
    if t not in K137 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s188(x):
    t = type(x)
    if t not in K138 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s190(v): return False
    return True

def s190(x):
    t = type(x)
    if t not in K139 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s187(x):
    t = type(x)
    if t not in K140 and not _is_type(x, ('object', 'null')): return False
    if not s72(x): return False
    return True

def s186(x):
    t = type(x)
    if t not in K141 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K142: return False
    if t is not bool and isinstance(x, _Number) and x > K143: return False
    if not (s192(x) if s191(x) else _always(x)): return False
    return True

def s192(x):
    t = type(x)
    if not s88(x): return False
    return True

def s191(x):
    t = type(x)
    if t not in K144 and not _is_type(x, ('string',)): return False
    return True

def s79(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K145.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s195(x):
    t = type(x)
    if t not in K146 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s194(x):
    t = type(x)
    if t not in K147 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s196(v): return False
    return True

def s196(x):
    t = type(x)
    if t not in K148 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s193(x):
    t = type(x)
    if t not in K149 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s78(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K150.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s199(x):
    t = type(x)
    if t not in K151 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s198(x):
    t = type(x)
    if t not in K152 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s200(v): return False
    return True

def s200(x):
    t = type(x)
    if t not in K153 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s197(x):
    t = type(x)
    if t not in K154 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s77(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K155.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s204(x):
    t = type(x)
    if t not in K156 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s203(x):
    t = type(x)
    if t not in K157 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s205(v): return False
    return True

def s205(x):
    t = type(x)
    if t not in K158 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s202(x):
    t = type(x)
    if t not in K159 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s201(x):
    t = type(x)
    if t not in K160 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s76(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K161.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s209(x):
    t = type(x)
    if t not in K162 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s208(x):
    t = type(x)
    if t not in K163 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s210(v): return False
    return True

def s210(x):
    t = type(x)
    if t not in K164 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s207(x):
    t = type(x)
    if t not in K165 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s206(x):
    t = type(x)
    if t not in K166 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K167: return False
    if t is not bool and isinstance(x, _Number) and x > K168: return False
    if not (s212(x) if s211(x) else _always(x)): return False
    return True

def s212(x):
    t = type(x)
    if not s88(x): return False
    return True

def s211(x):
    t = type(x)
    if t not in K169 and not _is_type(x, ('string',)): return False
    return True

def s75(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K170.get(k)
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
            p = K171.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s237(x):
    t = type(x)
    if t not in K172 and not _is_type(x, ('null',)): return False
    return True

def s236(x):
    t = type(x)
    if t not in K173 and not _is_type(x, ('null',)): return False
    return True

def s235(x):
    t = type(x)
    if t not in K174 and not _is_type(x, ('null',)): return False
    return True

def s234(x):
    t = type(x)
    if t not in K175 and not _is_type(x, ('null',)): return False
    return True

def s233(x):
    t = type(x)
    if t not in K176 and not _is_type(x, ('null',)): return False
    return True

def s232(x):
    t = type(x)
    if t not in K177 and not _is_type(x, ('null',)): return False
    return True

def s230(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K178.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s238(x):
    t = type(x)
    if t not in K179 and not _is_type(x, ('null',)): return False
    return True

def s228(x):
    t = type(x)
    if not (_always(x) if s239(x) else s240(x)): return False
    return True

def s240(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K180.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s246(x):
    t = type(x)
    if t not in K181 and not _is_type(x, ('null',)): return False
    return True

def s245(x):
    t = type(x)
    if t not in K182 and not _is_type(x, ('null',)): return False
    return True

def s244(x):
    t = type(x)
    if t not in K183 and not _is_type(x, ('null',)): return False
    return True

def s243(x):
    t = type(x)
    if t not in K184 and not _is_type(x, ('null',)): return False
    return True

def s242(x):
    t = type(x)
    if t not in K185 and not _is_type(x, ('null',)): return False
    return True

def s241(x):
    t = type(x)
    if t not in K186 and not _is_type(x, ('null',)): return False
    return True

def s239(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K187.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s247(x):
    t = type(x)
    if t not in K188 and not _is_type(x, ('null',)): return False
    return True

def s227(x):
    t = type(x)
    if not (_always(x) if s248(x) else s249(x)): return False
    return True

def s249(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K189.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s255(x):
    t = type(x)
    if t not in K190 and not _is_type(x, ('null',)): return False
    return True

def s254(x):
    t = type(x)
    if t not in K191 and not _is_type(x, ('null',)): return False
    return True

def s253(x):
    t = type(x)
    if t not in K192 and not _is_type(x, ('null',)): return False
    return True

def s252(x):
    t = type(x)
    if t not in K193 and not _is_type(x, ('null',)): return False
    return True

def s251(x):
    t = type(x)
    if t not in K194 and not _is_type(x, ('null',)): return False
    return True

def s250(x):
    t = type(x)
    if t not in K195 and not _is_type(x, ('null',)): return False
    return True

def s248(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K196.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s256(x):
    t = type(x)
    if t not in K197 and not _is_type(x, ('null',)): return False
    return True

def s226(x):
    t = type(x)
    if not (_always(x) if s257(x) else s258(x)): return False
    return True

def s258(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K198.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s264(x):
    t = type(x)
    if t not in K199 and not _is_type(x, ('null',)): return False
    return True

def s263(x):
    t = type(x)
    if t not in K200 and not _is_type(x, ('null',)): return False
    return True

def s262(x):
    t = type(x)
    if t not in K201 and not _is_type(x, ('null',)): return False
    return True

def s261(x):
    t = type(x)
    if t not in K202 and not _is_type(x, ('null',)): return False
    return True

def s260(x):
    t = type(x)
    if t not in K203 and not _is_type(x, ('null',)): return False
    return True

def s259(x):
    t = type(x)
    if t not in K204 and not _is_type(x, ('null',)): return False
    return True

def s257(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K205.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s265(x):
    t = type(x)
    if t not in K206 and not _is_type(x, ('null',)): return False
    return True

def s225(x):
    t = type(x)
    if not (_always(x) if s266(x) else s267(x)): return False
    return True

def s267(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K207.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s273(x):
    t = type(x)
    if t not in K208 and not _is_type(x, ('null',)): return False
    return True

def s272(x):
    t = type(x)
    if t not in K209 and not _is_type(x, ('null',)): return False
    return True

def s271(x):
    t = type(x)
    if t not in K210 and not _is_type(x, ('null',)): return False
    return True

def s270(x):
    t = type(x)
    if t not in K211 and not _is_type(x, ('null',)): return False
    return True

def s269(x):
    t = type(x)
    if t not in K212 and not _is_type(x, ('null',)): return False
    return True

def s268(x):
    t = type(x)
    if t not in K213 and not _is_type(x, ('null',)): return False
    return True

def s266(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K214.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s274(x):
    t = type(x)
    if t not in K215 and not _is_type(x, ('null',)): return False
    return True

def s224(x):
    t = type(x)
    if not (_always(x) if s275(x) else s276(x)): return False
    return True

def s276(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K216.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s282(x):
    t = type(x)
    if t not in K217 and not _is_type(x, ('null',)): return False
    return True

def s281(x):
    t = type(x)
    if t not in K218 and not _is_type(x, ('null',)): return False
    return True

def s280(x):
    t = type(x)
    if t not in K219 and not _is_type(x, ('null',)): return False
    return True

def s279(x):
    t = type(x)
    if t not in K220 and not _is_type(x, ('null',)): return False
    return True

def s278(x):
    t = type(x)
    if t not in K221 and not _is_type(x, ('null',)): return False
    return True

def s277(x):
    t = type(x)
    if t not in K222 and not _is_type(x, ('null',)): return False
    return True

def s275(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K223.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s283(x):
    t = type(x)
    if t not in K224 and not _is_type(x, ('null',)): return False
    return True

def s223(x):
    t = type(x)
    if not (_always(x) if s284(x) else s285(x)): return False
    return True

def s285(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K225.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s291(x):
    t = type(x)
    if t not in K226 and not _is_type(x, ('null',)): return False
    return True

def s290(x):
    t = type(x)
    if t not in K227 and not _is_type(x, ('null',)): return False
    return True

def s289(x):
    t = type(x)
    if t not in K228 and not _is_type(x, ('null',)): return False
    return True

def s288(x):
    t = type(x)
    if t not in K229 and not _is_type(x, ('null',)): return False
    return True

def s287(x):
    t = type(x)
    if t not in K230 and not _is_type(x, ('null',)): return False
    return True

def s286(x):
    t = type(x)
    if t not in K231 and not _is_type(x, ('null',)): return False
    return True

def s284(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K232.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s292(x):
    t = type(x)
    if t not in K233 and not _is_type(x, ('null',)): return False
    return True

def s222(x):
    t = type(x)
    if t not in K234 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s221(x):
    t = type(x)
    if t not in K235 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s293(v): return False
    return True

def s293(x):
    t = type(x)
    if t not in K236 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s220(x):
    t = type(x)
    if t not in K237 and not _is_type(x, ('object', 'null')): return False
    if not s63(x): return False
    return True

def s219(x):
    t = type(x)
    if t not in K238 and not _is_type(x, ('object', 'null')): return False
    if not s78(x): return False
    return True

def s218(x):
    t = type(x)
    if t not in K239 and not _is_type(x, ('object', 'null')): return False
    if not s80(x): return False
    return True

def s217(x):
    t = type(x)
    if t not in K240 and not _is_type(x, ('object', 'null')): return False
    if not s77(x): return False
    return True

def s216(x):
    t = type(x)
    if t not in K241 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s215(x):
    t = type(x)
    if t not in K242 and not _is_type(x, ('object', 'null')): return False
    if not s76(x): return False
    return True

def s214(x):
    t = type(x)
    if t not in K243 and not _is_type(x, ('object', 'null')): return False
    if not s79(x): return False
    return True

def s213(x):
    t = type(x)
    if t not in K244 and not _is_type(x, ('object', 'null')): return False
    if not s81(x): return False
    return True

def s74(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K245.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s299(x):
    t = type(x)
    if t not in K246 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s298(x):
    t = type(x)
    if t not in K247 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s300(v): return False
    return True

def s300(x):
    t = type(x)
    if t not in K248 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s297(x):
    t = type(x)
    if t not in K249 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s301(v): return False
    return True

def s301(x):
    t = type(x)
    if t not in K250 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s296(x):
    t = type(x)
    if t not in K251 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s302(v): return False
    return True

def s302(x):
    t = type(x)
    if t not in K252 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s295(x):
    t = type(x)
    if t not in K253 and not _is_type(x, ('object', 'null')): return False
    if not s47(x): return False
    return True

def s294(x):
    t = type(x)
    if t not in K254 and not _is_type(x, ('object', 'null')): return False
    if not s47(x): return False
    return True

def s73(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K255.get(k)
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
            p = K256.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s312(x):
    t = type(x)
    if t not in K257 and not _is_type(x, ('null',)): return False
    return True

def s310(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K258.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s313(x):
    t = type(x)
    if t not in K259 and not _is_type(x, ('null',)): return False
    return True

def s308(x):
    t = type(x)
    if not (_always(x) if s314(x) else s315(x)): return False
    return True

def s315(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K260.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s316(x):
    t = type(x)
    if t not in K261 and not _is_type(x, ('null',)): return False
    return True

def s314(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K262.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s317(x):
    t = type(x)
    if t not in K263 and not _is_type(x, ('null',)): return False
    return True

def s307(x):
    t = type(x)
    if t not in K264 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s306(x):
    t = type(x)
    if t not in K265 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s318(v): return False
    return True

def s318(x):
    t = type(x)
    if t not in K266 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s305(x):
    t = type(x)
    if t not in K267 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s304(x):
    t = type(x)
    if t not in K268 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s303(x):
    t = type(x)
    if t not in K269 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K270: return False
    if t is not bool and isinstance(x, _Number) and x > K271: return False
    return True

def s72(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K272.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s321(x):
    t = type(x)
    if t not in K273 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s320(x):
    t = type(x)
    if t not in K274 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s322(v): return False
    return True

def s322(x):
    t = type(x)
    if t not in K275 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s319(x):
    t = type(x)
    if t not in K276 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s323(v): return False
    return True

def s323(x):
    t = type(x)
    if t not in K277 and not _is_type(x, ('object',)): return False
    if not s73(x): return False
    return True

def s71(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K278.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s327(x):
    t = type(x)
    if t not in K279 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s326(x):
    t = type(x)
    if t not in K280 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s328(v): return False
    return True

def s328(x):
    t = type(x)
    if t not in K281 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s325(x):
    t = type(x)
    if t not in K282 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K283: return False
    if t is not bool and isinstance(x, _Number) and x > K284: return False
    return True

def s324(x):
    t = type(x)
    if t not in K285 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K286: return False
    if t is not bool and isinstance(x, _Number) and x > K287: return False
    return True

def s70(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K288.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s345(x):
    t = type(x)
    if t not in K289 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s344(x):
    t = type(x)
    if t not in K290 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s346(v): return False
    return True

def s346(x):
    t = type(x)
    if t not in K291 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s343(x):
    t = type(x)
    if t not in K292 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s347(v): return False
    return True

def s347(x):
    t = type(x)
    if t not in K293 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s342(x):
    t = type(x)
    if t not in K294 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K295: return False
    if t is not bool and isinstance(x, _Number) and x > K296: return False
    if not (s349(x) if s348(x) else _always(x)): return False
    return True

def s349(x):
    t = type(x)
    if not s87(x): return False
    return True

def s348(x):
    t = type(x)
    if t not in K297 and not _is_type(x, ('string',)): return False
    return True

def s341(x):
    t = type(x)
    if t not in K298 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s350(v): return False
    return True

def s350(x):
    t = type(x)
    if t not in K299 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s340(x):
    t = type(x)
    if t not in K300 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s339(x):
    t = type(x)
    if t not in K301 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s351(v): return False
    if not s98(x): return False
    return True

def s351(x):
    t = type(x)
    if t not in K302 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K303: return False
    if t is not bool and isinstance(x, _Number) and x > K304: return False
    return True

def s338(x):
    t = type(x)
    if t not in K305 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s352(v): return False
    if not s98(x): return False
    return True

def s352(x):
    t = type(x)
    if t not in K306 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K308, x): return False
    if t is not _LongText and isinstance(x, str) and K307(x) is None: return False
    return True

def s337(x):
    t = type(x)
    if t not in K309 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K311, x): return False
    if t is not _LongText and isinstance(x, str) and K310(x) is None: return False
    if not (s354(x) if s353(x) else s355(x)): return False
    return True

def s355(x):
    t = type(x)
    if not s97(x): return False
    return True

def s354(x):
    t = type(x)
    if not s96(x): return False
    return True

def s353(x):
    t = type(x)
    if t not in K312 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('values' not in x): return False
    return True

def s336(x):
    t = type(x)
    if t not in K313 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s335(x):
    t = type(x)
    if t not in K314 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s356(v): return False
    if not s98(x): return False
    return True

def s356(x):
    t = type(x)
    if t not in K315 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K316: return False
    if t is not bool and isinstance(x, _Number) and x > K317: return False
    return True

def s334(x):
    t = type(x)
    if t not in K318 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s357(v): return False
    if not s98(x): return False
    return True

def s357(x):
    t = type(x)
    if t not in K319 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s333(x):
    t = type(x)
    if t not in K320 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s358(v): return False
    if not s98(x): return False
    return True

def s358(x):
    t = type(x)
    if t not in K321 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K322: return False
    if t is not bool and isinstance(x, _Number) and x > K323: return False
    return True

def s332(x):
    t = type(x)
    if t not in K324 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s359(v): return False
    if not s98(x): return False
    return True

def s359(x):
    t = type(x)
    if t not in K325 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K327, x): return False
    if t is not _LongText and isinstance(x, str) and K326(x) is None: return False
    return True

def s331(x):
    t = type(x)
    if t not in K328 and not _is_type(x, ('object', 'null')): return False
    if not s71(x): return False
    return True

def s330(x):
    t = type(x)
    if t not in K329 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K330: return False
    if t is not bool and isinstance(x, _Number) and x > K331: return False
    if not (s361(x) if s360(x) else _always(x)): return False
    return True

def s361(x):
    t = type(x)
    if not s88(x): return False
    return True

def s360(x):
    t = type(x)
    if t not in K332 and not _is_type(x, ('string',)): return False
    return True

def s329(x):
    t = type(x)
    if t not in K333 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s362(v): return False
    return True

def s362(x):
    t = type(x)
    if t not in K334 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K335: return False
    if t is not bool and isinstance(x, _Number) and x > K336: return False
    return True

def s69(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K337.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s366(x):
    t = type(x)
    if t not in K338 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s365(x):
    t = type(x)
    if t not in K339 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s367(v): return False
    return True

def s367(x):
    t = type(x)
    if t not in K340 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s364(x):
    t = type(x)
    if t not in K341 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s368(v): return False
    return True

def s368(x):
    t = type(x)
    if t not in K342 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s363(x):
    t = type(x)
    if t not in K343 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s68(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K344.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s371(x):
    t = type(x)
    if t not in K345 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s370(x):
    t = type(x)
    if t not in K346 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s372(v): return False
    return True

def s372(x):
    t = type(x)
    if t not in K347 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s369(x):
    t = type(x)
    if t not in K348 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s373(v): return False
    return True

def s373(x):
    t = type(x)
    if t not in K349 and not _is_type(x, ('object',)): return False
    if not s67(x): return False
    return True

def s67(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K350.get(k)
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
            p = K351.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s384(x):
    t = type(x)
    if t not in K352 and not _is_type(x, ('null',)): return False
    return True

def s382(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K353.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s385(x):
    t = type(x)
    if t not in K354 and not _is_type(x, ('null',)): return False
    return True

def s380(x):
    t = type(x)
    if not (_always(x) if s386(x) else s387(x)): return False
    return True

def s387(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K355.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s388(x):
    t = type(x)
    if t not in K356 and not _is_type(x, ('null',)): return False
    return True

def s386(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K357.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s389(x):
    t = type(x)
    if t not in K358 and not _is_type(x, ('null',)): return False
    return True

def s379(x):
    t = type(x)
    if t not in K359 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s378(x):
    t = type(x)
    if t not in K360 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s390(v): return False
    return True

def s390(x):
    t = type(x)
    if t not in K361 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s377(x):
    t = type(x)
    if t not in K362 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s376(x):
    t = type(x)
    if t not in K363 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s375(x):
    t = type(x)
    if t not in K364 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s374(x):
    t = type(x)
    if t not in K365 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s66(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K366.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s394(x):
    t = type(x)
    if t not in K367 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s393(x):
    t = type(x)
    if t not in K368 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s395(v): return False
    return True

def s395(x):
    t = type(x)
    if t not in K369 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s392(x):
    t = type(x)
    if t not in K370 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K371: return False
    if t is not bool and isinstance(x, _Number) and x > K372: return False
    return True

def s391(x):
    t = type(x)
    if t not in K373 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s65(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K374.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s399(x):
    t = type(x)
    if t not in K375 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s398(x):
    t = type(x)
    if t not in K376 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s400(v): return False
    return True

def s400(x):
    t = type(x)
    if t not in K377 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s397(x):
    t = type(x)
    if t not in K378 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K379: return False
    if t is not bool and isinstance(x, _Number) and x > K380: return False
    return True

def s396(x):
    t = type(x)
    if t not in K381 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s401(v): return False
    return True

def s401(x):
    t = type(x)
    if t not in K382 and not _is_type(x, ('object',)): return False
    if not s66(x): return False
    return True

def s64(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K383.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s405(x):
    t = type(x)
    if t not in K384 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s404(x):
    t = type(x)
    if t not in K385 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s406(v): return False
    return True

def s406(x):
    t = type(x)
    if t not in K386 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s403(x):
    t = type(x)
    if t not in K387 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K388: return False
    if t is not bool and isinstance(x, _Number) and x > K389: return False
    return True

def s402(x):
    t = type(x)
    if t not in K390 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s63(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K391.get(k)
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
            p = K392.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s427(x):
    t = type(x)
    if t not in K393 and not _is_type(x, ('null',)): return False
    return True

def s426(x):
    t = type(x)
    if t not in K394 and not _is_type(x, ('null',)): return False
    return True

def s425(x):
    t = type(x)
    if t not in K395 and not _is_type(x, ('null',)): return False
    return True

def s423(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K396.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s428(x):
    t = type(x)
    if t not in K397 and not _is_type(x, ('null',)): return False
    return True

def s421(x):
    t = type(x)
    if not (_always(x) if s429(x) else s430(x)): return False
    return True

def s430(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K398.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s433(x):
    t = type(x)
    if t not in K399 and not _is_type(x, ('null',)): return False
    return True

def s432(x):
    t = type(x)
    if t not in K400 and not _is_type(x, ('null',)): return False
    return True

def s431(x):
    t = type(x)
    if t not in K401 and not _is_type(x, ('null',)): return False
    return True

def s429(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K402.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s434(x):
    t = type(x)
    if t not in K403 and not _is_type(x, ('null',)): return False
    return True

def s420(x):
    t = type(x)
    if not (_always(x) if s435(x) else s436(x)): return False
    return True

def s436(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K404.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s439(x):
    t = type(x)
    if t not in K405 and not _is_type(x, ('null',)): return False
    return True

def s438(x):
    t = type(x)
    if t not in K406 and not _is_type(x, ('null',)): return False
    return True

def s437(x):
    t = type(x)
    if t not in K407 and not _is_type(x, ('null',)): return False
    return True

def s435(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K408.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s440(x):
    t = type(x)
    if t not in K409 and not _is_type(x, ('null',)): return False
    return True

def s419(x):
    t = type(x)
    if not (_always(x) if s441(x) else s442(x)): return False
    return True

def s442(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K410.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s445(x):
    t = type(x)
    if t not in K411 and not _is_type(x, ('null',)): return False
    return True

def s444(x):
    t = type(x)
    if t not in K412 and not _is_type(x, ('null',)): return False
    return True

def s443(x):
    t = type(x)
    if t not in K413 and not _is_type(x, ('null',)): return False
    return True

def s441(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K414.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s446(x):
    t = type(x)
    if t not in K415 and not _is_type(x, ('null',)): return False
    return True

def s418(x):
    t = type(x)
    if t not in K416 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s417(x):
    t = type(x)
    if t not in K417 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s447(v): return False
    return True

def s447(x):
    t = type(x)
    if t not in K418 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s416(x):
    t = type(x)
    if t not in K419 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K420: return False
    if t is not bool and isinstance(x, _Number) and x > K421: return False
    return True

def s415(x):
    t = type(x)
    if t not in K422 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s448(v): return False
    return True

def s448(x):
    t = type(x)
    if t not in K423 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s414(x):
    t = type(x)
    if t not in K424 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s413(x):
    t = type(x)
    if t not in K425 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s412(x):
    t = type(x)
    if t not in K426 and not _is_type(x, ('object', 'null')): return False
    if not s46(x): return False
    return True

def s411(x):
    t = type(x)
    if t not in K427 and not _is_type(x, ('object', 'null')): return False
    if not s46(x): return False
    return True

def s410(x):
    t = type(x)
    if t not in K428 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K429: return False
    if t is not bool and isinstance(x, _Number) and x > K430: return False
    return True

def s409(x):
    t = type(x)
    if t not in K431 and not _is_type(x, ('object', 'null')): return False
    if not s65(x): return False
    return True

def s408(x):
    t = type(x)
    if t not in K432 and not _is_type(x, ('object', 'null')): return False
    if not s68(x): return False
    return True

def s407(x):
    t = type(x)
    if t not in K433 and not _is_type(x, ('object', 'null')): return False
    if not s64(x): return False
    return True

def s62(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K434.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s452(x):
    t = type(x)
    if t not in K435 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s451(x):
    t = type(x)
    if t not in K436 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s453(v): return False
    return True

def s453(x):
    t = type(x)
    if t not in K437 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s450(x):
    t = type(x)
    if t not in K438 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s449(x):
    t = type(x)
    if t not in K439 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s61(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K440.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s458(x):
    t = type(x)
    if t not in K441 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s457(x):
    t = type(x)
    if t not in K442 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s459(v): return False
    return True

def s459(x):
    t = type(x)
    if t not in K443 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s456(x):
    t = type(x)
    if t not in K444 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s460(v): return False
    return True

def s460(x):
    t = type(x)
    if t not in K445 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K446: return False
    if t is not bool and isinstance(x, _Number) and x > K447: return False
    return True

def s455(x):
    t = type(x)
    if t not in K448 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s454(x):
    t = type(x)
    if t not in K449 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s60(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K450.get(k)
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
            p = K451.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s470(x):
    t = type(x)
    if t not in K452 and not _is_type(x, ('null',)): return False
    return True

def s468(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K453.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s471(x):
    t = type(x)
    if t not in K454 and not _is_type(x, ('null',)): return False
    return True

def s466(x):
    t = type(x)
    if not (_always(x) if s472(x) else s473(x)): return False
    return True

def s473(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K455.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s474(x):
    t = type(x)
    if t not in K456 and not _is_type(x, ('null',)): return False
    return True

def s472(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K457.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s475(x):
    t = type(x)
    if t not in K458 and not _is_type(x, ('null',)): return False
    return True

def s465(x):
    t = type(x)
    if t not in K459 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s464(x):
    t = type(x)
    if t not in K460 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s476(v): return False
    return True

def s476(x):
    t = type(x)
    if t not in K461 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s463(x):
    t = type(x)
    if t not in K462 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K463: return False
    if t is not bool and isinstance(x, _Number) and x > K464: return False
    return True

def s462(x):
    t = type(x)
    if t not in K465 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s461(x):
    t = type(x)
    if t not in K466 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K467: return False
    if t is not bool and isinstance(x, _Number) and x > K468: return False
    return True

def s59(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K469.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s482(x):
    t = type(x)
    if t not in K470 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s481(x):
    t = type(x)
    if t not in K471 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s483(v): return False
    return True

def s483(x):
    t = type(x)
    if t not in K472 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s480(x):
    t = type(x)
    if t not in K473 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s484(v): return False
    return True

def s484(x):
    t = type(x)
    if t not in K474 and not _is_type(x, ('object',)): return False
    if not s58(x): return False
    return True

def s479(x):
    t = type(x)
    if t not in K475 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s485(v): return False
    return True

def s485(x):
    t = type(x)
    if t not in K476 and not _is_type(x, ('object',)): return False
    if not s48(x): return False
    return True

def s478(x):
    t = type(x)
    if t not in K477 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s486(v): return False
    return True

def s486(x):
    t = type(x)
    if t not in K478 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K479: return False
    if t is not bool and isinstance(x, _Number) and x > K480: return False
    return True

def s477(x):
    t = type(x)
    if t not in K481 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s58(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K482.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s490(x):
    t = type(x)
    if t not in K483 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s489(x):
    t = type(x)
    if t not in K484 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s491(v): return False
    return True

def s491(x):
    t = type(x)
    if t not in K485 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s488(x):
    t = type(x)
    if t not in K486 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s492(v): return False
    return True

def s492(x):
    t = type(x)
    if t not in K487 and not _is_type(x, ('object',)): return False
    if not s60(x): return False
    return True

def s487(x):
    t = type(x)
    if t not in K488 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K489: return False
    if t is not bool and isinstance(x, _Number) and x > K490: return False
    return True

def s57(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K491.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s501(x):
    t = type(x)
    if t not in K492 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s500(x):
    t = type(x)
    if t not in K493 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s502(v): return False
    return True

def s502(x):
    t = type(x)
    if t not in K494 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s499(x):
    t = type(x)
    if t not in K495 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s503(v): return False
    return True

def s503(x):
    t = type(x)
    if t not in K496 and not _is_type(x, ('object',)): return False
    if not s54(x): return False
    return True

def s498(x):
    t = type(x)
    if t not in K497 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s504(v): return False
    return True

def s504(x):
    t = type(x)
    if t not in K498 and not _is_type(x, ('object',)): return False
    if not s49(x): return False
    return True

def s497(x):
    t = type(x)
    if t not in K499 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s505(v): return False
    return True

def s505(x):
    t = type(x)
    if t not in K500 and not _is_type(x, ('object',)): return False
    if not s57(x): return False
    return True

def s496(x):
    t = type(x)
    if t not in K501 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s506(v): return False
    return True

def s506(x):
    t = type(x)
    if t not in K502 and not _is_type(x, ('object',)): return False
    if not s61(x): return False
    return True

def s495(x):
    t = type(x)
    if t not in K503 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s507(v): return False
    return True

def s507(x):
    t = type(x)
    if t not in K504 and not _is_type(x, ('object',)): return False
    if not s70(x): return False
    return True

def s494(x):
    t = type(x)
    if t not in K505 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K506: return False
    if t is not bool and isinstance(x, _Number) and x > K507: return False
    if not (s509(x) if s508(x) else _always(x)): return False
    return True

def s509(x):
    t = type(x)
    if not s86(x): return False
    return True

def s508(x):
    t = type(x)
    if t not in K508 and not _is_type(x, ('string',)): return False
    return True

def s493(x):
    t = type(x)
    if t not in K509 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s56(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K510.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s513(x):
    t = type(x)
    if t not in K511 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s512(x):
    t = type(x)
    if t not in K512 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s514(v): return False
    return True

def s514(x):
    t = type(x)
    if t not in K513 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s511(x):
    t = type(x)
    if t not in K514 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s510(x):
    t = type(x)
    if t not in K515 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s55(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K516.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s516(x):
    t = type(x)
    if t not in K517 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s515(x):
    t = type(x)
    if t not in K518 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s517(v): return False
    return True

def s517(x):
    t = type(x)
    if t not in K519 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s54(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K520.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s526(x):
    t = type(x)
    if t not in K521 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s525(x):
    t = type(x)
    if t not in K522 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s527(v): return False
    return True

def s527(x):
    t = type(x)
    if t not in K523 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s524(x):
    t = type(x)
    if t not in K524 and not _is_type(x, ('object', 'null')): return False
    if not s54(x): return False
    return True

def s523(x):
    t = type(x)
    if t not in K525 and not _is_type(x, ('object', 'null')): return False
    if not s49(x): return False
    return True

def s522(x):
    t = type(x)
    if t not in K526 and not _is_type(x, ('object', 'null')): return False
    if not s57(x): return False
    return True

def s521(x):
    t = type(x)
    if t not in K527 and not _is_type(x, ('object', 'null')): return False
    if not s61(x): return False
    return True

def s520(x):
    t = type(x)
    if t not in K528 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s519(x):
    t = type(x)
    if t not in K529 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K530: return False
    if t is not bool and isinstance(x, _Number) and x > K531: return False
    if not (s529(x) if s528(x) else _always(x)): return False
    return True

def s529(x):
    t = type(x)
    if not s85(x): return False
    return True

def s528(x):
    t = type(x)
    if t not in K532 and not _is_type(x, ('string',)): return False
    return True

def s518(x):
    t = type(x)
    if t not in K533 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s53(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K534.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s533(x):
    t = type(x)
    if t not in K535 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s532(x):
    t = type(x)
    if t not in K536 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s534(v): return False
    return True

def s534(x):
    t = type(x)
    if t not in K537 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s531(x):
    t = type(x)
    if t not in K538 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K539: return False
    if t is not bool and isinstance(x, _Number) and x > K540: return False
    return True

def s530(x):
    t = type(x)
    if t not in K541 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s52(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K542.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s546(x):
    t = type(x)
    if t not in K543 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s545(x):
    t = type(x)
    if t not in K544 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s547(v): return False
    return True

def s547(x):
    t = type(x)
    if t not in K545 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s544(x):
    t = type(x)
    if t not in K546 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s548(v): return False
    return True

def s548(x):
    t = type(x)
    if t not in K547 and not _is_type(x, ('object',)): return False
    if not s51(x): return False
    return True

def s543(x):
    t = type(x)
    if t not in K548 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s549(v): return False
    return True

def s549(x):
    t = type(x)
    if t not in K549 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s542(x):
    t = type(x)
    if t not in K550 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s541(x):
    t = type(x)
    if t not in K551 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s540(x):
    t = type(x)
    if t not in K552 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s539(x):
    t = type(x)
    if t not in K553 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s550(v): return False
    return True

def s550(x):
    t = type(x)
    if t not in K554 and not _is_type(x, ('object',)): return False
    if not s43(x): return False
    return True

def s538(x):
    t = type(x)
    if t not in K555 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s537(x):
    t = type(x)
    if t not in K556 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s536(x):
    t = type(x)
    if t not in K557 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s551(v): return False
    return True

def s551(x):
    t = type(x)
    if t not in K558 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s535(x):
    t = type(x)
    if t not in K559 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s552(v): return False
    return True

def s552(x):
    t = type(x)
    if t not in K560 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s51(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K561.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s557(x):
    t = type(x)
    if t not in K562 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s556(x):
    t = type(x)
    if t not in K563 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s558(v): return False
    return True

def s558(x):
    t = type(x)
    if t not in K564 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s555(x):
    t = type(x)
    if t not in K565 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K566: return False
    if t is not bool and isinstance(x, _Number) and x > K567: return False
    return True

def s554(x):
    t = type(x)
    if t not in K568 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s559(v): return False
    return True

def s559(x):
    t = type(x)
    if t not in K569 and not _is_type(x, ('object',)): return False
    if not s59(x): return False
    return True

def s553(x):
    t = type(x)
    if t not in K570 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s50(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K571.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s574(x):
    t = type(x)
    if t not in K572 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s573(x):
    t = type(x)
    if t not in K573 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s575(v): return False
    return True

def s575(x):
    t = type(x)
    if t not in K574 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s572(x):
    t = type(x)
    if t not in K575 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s576(v): return False
    return True

def s576(x):
    t = type(x)
    if t not in K576 and not _is_type(x, ('object',)): return False
    if not s63(x): return False
    return True

def s571(x):
    t = type(x)
    if t not in K577 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s577(v): return False
    return True

def s577(x):
    t = type(x)
    if t not in K578 and not _is_type(x, ('object',)): return False
    if not s44(x): return False
    return True

def s570(x):
    t = type(x)
    if t not in K579 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s578(v): return False
    return True

def s578(x):
    t = type(x)
    if t not in K580 and not _is_type(x, ('object',)): return False
    if not s46(x): return False
    return True

def s569(x):
    t = type(x)
    if t not in K581 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s579(v): return False
    return True

def s579(x):
    t = type(x)
    if t not in K582 and not _is_type(x, ('object',)): return False
    if not s74(x): return False
    return True

def s568(x):
    t = type(x)
    if t not in K583 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s580(v): return False
    return True

def s580(x):
    t = type(x)
    if t not in K584 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s567(x):
    t = type(x)
    if t not in K585 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s581(v): return False
    return True

def s581(x):
    t = type(x)
    if t not in K586 and not _is_type(x, ('object',)): return False
    if not s53(x): return False
    return True

def s566(x):
    t = type(x)
    if t not in K587 and not _is_type(x, ('object', 'null')): return False
    if not s47(x): return False
    return True

def s565(x):
    t = type(x)
    if t not in K588 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s564(x):
    t = type(x)
    if t not in K589 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K590: return False
    if t is not bool and isinstance(x, _Number) and x > K591: return False
    return True

def s563(x):
    t = type(x)
    if t not in K592 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s562(x):
    t = type(x)
    if t not in K593 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s561(x):
    t = type(x)
    if t not in K594 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s560(x):
    t = type(x)
    if t not in K595 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K596: return False
    if t is not bool and isinstance(x, _Number) and x > K597: return False
    return True

def s49(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K598.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s588(x):
    t = type(x)
    if t not in K599 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s587(x):
    t = type(x)
    if t not in K600 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s589(v): return False
    return True

def s589(x):
    t = type(x)
    if t not in K601 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s586(x):
    t = type(x)
    if t not in K602 and not _is_type(x, ('object', 'null')): return False
    if not s57(x): return False
    return True

def s585(x):
    t = type(x)
    if t not in K603 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s590(v): return False
    return True

def s590(x):
    t = type(x)
    if t not in K604 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s584(x):
    t = type(x)
    if t not in K605 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s591(v): return False
    return True

def s591(x):
    t = type(x)
    if t not in K606 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K607: return False
    if t is not bool and isinstance(x, _Number) and x > K608: return False
    return True

def s583(x):
    t = type(x)
    if t not in K609 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K610: return False
    if t is not bool and isinstance(x, _Number) and x > K611: return False
    if not (s593(x) if s592(x) else _always(x)): return False
    return True

def s593(x):
    t = type(x)
    if not s88(x): return False
    return True

def s592(x):
    t = type(x)
    if t not in K612 and not _is_type(x, ('string',)): return False
    return True

def s582(x):
    t = type(x)
    if t not in K613 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s48(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K614.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s597(x):
    t = type(x)
    if t not in K615 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s596(x):
    t = type(x)
    if t not in K616 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s598(v): return False
    return True

def s598(x):
    t = type(x)
    if t not in K617 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s595(x):
    t = type(x)
    if t not in K618 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s599(v): return False
    return True

def s599(x):
    t = type(x)
    if t not in K619 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K620: return False
    if t is not bool and isinstance(x, _Number) and x > K621: return False
    return True

def s594(x):
    t = type(x)
    if t not in K622 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K623: return False
    if t is not bool and isinstance(x, _Number) and x > K624: return False
    return True

def s47(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K625.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s614(x):
    t = type(x)
    if t not in K626 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s613(x):
    t = type(x)
    if t not in K627 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s615(v): return False
    return True

def s615(x):
    t = type(x)
    if t not in K628 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s612(x):
    t = type(x)
    if t not in K629 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s616(v): return False
    return True

def s616(x):
    t = type(x)
    if t not in K630 and not _is_type(x, ('object',)): return False
    if not s55(x): return False
    return True

def s611(x):
    t = type(x)
    if t not in K631 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s617(v): return False
    return True

def s617(x):
    t = type(x)
    if t not in K632 and not _is_type(x, ('object',)): return False
    if not s56(x): return False
    return True

def s610(x):
    t = type(x)
    if t not in K633 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s618(v): return False
    return True

def s618(x):
    t = type(x)
    if t not in K634 and not _is_type(x, ('object',)): return False
    if not s45(x): return False
    return True

def s609(x):
    t = type(x)
    if t not in K635 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s619(v): return False
    return True

def s619(x):
    t = type(x)
    if t not in K636 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s608(x):
    t = type(x)
    if t not in K637 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s620(v): return False
    return True

def s620(x):
    t = type(x)
    if t not in K638 and not _is_type(x, ('object',)): return False
    if not s61(x): return False
    return True

def s607(x):
    t = type(x)
    if t not in K639 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s621(v): return False
    return True

def s621(x):
    t = type(x)
    if t not in K640 and not _is_type(x, ('object',)): return False
    if not s69(x): return False
    return True

def s606(x):
    t = type(x)
    if t not in K641 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s622(v): return False
    return True

def s622(x):
    t = type(x)
    if t not in K642 and not _is_type(x, ('object',)): return False
    if not s82(x): return False
    return True

def s605(x):
    t = type(x)
    if t not in K643 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s623(v): return False
    return True

def s623(x):
    t = type(x)
    if t not in K644 and not _is_type(x, ('object',)): return False
    if not s82(x): return False
    return True

def s604(x):
    t = type(x)
    if t not in K645 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s624(v): return False
    return True

def s624(x):
    t = type(x)
    if t not in K646 and not _is_type(x, ('object',)): return False
    if not s82(x): return False
    return True

def s603(x):
    t = type(x)
    if t not in K647 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s602(x):
    t = type(x)
    if t not in K648 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s625(v): return False
    return True

def s625(x):
    t = type(x)
    if t not in K649 and not _is_type(x, ('object',)): return False
    if not s70(x): return False
    return True

def s601(x):
    t = type(x)
    if t not in K650 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s600(x):
    t = type(x)
    if t not in K651 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s626(v): return False
    return True

def s626(x):
    t = type(x)
    if t not in K652 and not _is_type(x, ('object',)): return False
    if not s52(x): return False
    return True

def s46(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K653.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s640(x):
    t = type(x)
    if t not in K654 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s639(x):
    t = type(x)
    if t not in K655 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s641(v): return False
    return True

def s641(x):
    t = type(x)
    if t not in K656 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s638(x):
    t = type(x)
    if t not in K657 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s642(v): return False
    return True

def s642(x):
    t = type(x)
    if t not in K658 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s637(x):
    t = type(x)
    if t not in K659 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s636(x):
    t = type(x)
    if t not in K660 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s643(v): return False
    return True

def s643(x):
    t = type(x)
    if t not in K661 and not _is_type(x, ('object',)): return False
    if not s82(x): return False
    return True

def s635(x):
    t = type(x)
    if t not in K662 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s644(v): return False
    return True

def s644(x):
    t = type(x)
    if t not in K663 and not _is_type(x, ('object',)): return False
    if not s43(x): return False
    return True

def s634(x):
    t = type(x)
    if t not in K664 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s633(x):
    t = type(x)
    if t not in K665 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s645(v): return False
    return True

def s645(x):
    t = type(x)
    if t not in K666 and not _is_type(x, ('object',)): return False
    if not s53(x): return False
    return True

def s632(x):
    t = type(x)
    if t not in K667 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s631(x):
    t = type(x)
    if t not in K668 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s646(v): return False
    return True

def s646(x):
    t = type(x)
    if t not in K669 and not _is_type(x, ('object',)): return False
    if not s52(x): return False
    return True

def s630(x):
    t = type(x)
    if t not in K670 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s647(v): return False
    return True

def s647(x):
    t = type(x)
    if t not in K671 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s629(x):
    t = type(x)
    if t not in K672 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s648(v): return False
    return True

def s648(x):
    t = type(x)
    if t not in K673 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s628(x):
    t = type(x)
    if t not in K674 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s649(v): return False
    return True

def s649(x):
    t = type(x)
    if t not in K675 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s627(x):
    t = type(x)
    if t not in K676 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s45(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K677.get(k)
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
            p = K678.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s664(x):
    t = type(x)
    if t not in K679 and not _is_type(x, ('null',)): return False
    return True

def s662(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K680.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s665(x):
    t = type(x)
    if t not in K681 and not _is_type(x, ('null',)): return False
    return True

def s660(x):
    t = type(x)
    if not (_always(x) if s666(x) else s667(x)): return False
    return True

def s667(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K682.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s668(x):
    t = type(x)
    if t not in K683 and not _is_type(x, ('null',)): return False
    return True

def s666(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K684.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s669(x):
    t = type(x)
    if t not in K685 and not _is_type(x, ('null',)): return False
    return True

def s659(x):
    t = type(x)
    if t not in K686 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s658(x):
    t = type(x)
    if t not in K687 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s670(v): return False
    return True

def s670(x):
    t = type(x)
    if t not in K688 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s657(x):
    t = type(x)
    if t not in K689 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s656(x):
    t = type(x)
    if t not in K690 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s655(x):
    t = type(x)
    if t not in K691 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K692: return False
    if t is not bool and isinstance(x, _Number) and x > K693: return False
    if not (s672(x) if s671(x) else _always(x)): return False
    return True

def s672(x):
    t = type(x)
    if not s87(x): return False
    return True

def s671(x):
    t = type(x)
    if t not in K694 and not _is_type(x, ('string',)): return False
    return True

def s654(x):
    t = type(x)
    if t not in K695 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s673(v): return False
    return True

def s673(x):
    t = type(x)
    if t not in K696 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s653(x):
    t = type(x)
    if t not in K697 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K699, x): return False
    if t is not _LongText and isinstance(x, str) and K698(x) is None: return False
    if not s97(x): return False
    return True

def s652(x):
    t = type(x)
    if t not in K700 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s651(x):
    t = type(x)
    if t not in K701 and not _is_type(x, ('object', 'null')): return False
    if not s63(x): return False
    return True

def s650(x):
    t = type(x)
    if t not in K702 and not _is_type(x, ('object', 'null')): return False
    if not s42(x): return False
    return True

def s44(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K703.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s678(x):
    t = type(x)
    if t not in K704 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s677(x):
    t = type(x)
    if t not in K705 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s679(v): return False
    return True

def s679(x):
    t = type(x)
    if t not in K706 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s676(x):
    t = type(x)
    if t not in K707 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s680(v): return False
    return True

def s680(x):
    t = type(x)
    if t not in K708 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s675(x):
    t = type(x)
    if t not in K709 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K710: return False
    if t is not bool and isinstance(x, _Number) and x > K711: return False
    return True

def s674(x):
    t = type(x)
    if t not in K712 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s43(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K713.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s700(x):
    t = type(x)
    if t not in K714 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s699(x):
    t = type(x)
    if t not in K715 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s701(v): return False
    return True

def s701(x):
    t = type(x)
    if t not in K716 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s698(x):
    t = type(x)
    if t not in K717 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s702(v): return False
    return True

def s702(x):
    t = type(x)
    if t not in K718 and not _is_type(x, ('object',)): return False
    if not s61(x): return False
    return True

def s697(x):
    t = type(x)
    if t not in K719 and not _is_type(x, ('object', 'null')): return False
    if not s61(x): return False
    return True

def s696(x):
    t = type(x)
    if t not in K720 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s695(x):
    t = type(x)
    if t not in K721 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K722: return False
    if t is not bool and isinstance(x, _Number) and x > K723: return False
    if not (s704(x) if s703(x) else _always(x)): return False
    return True

def s704(x):
    t = type(x)
    if not s83(x): return False
    return True

def s703(x):
    t = type(x)
    if t not in K724 and not _is_type(x, ('string',)): return False
    return True

def s694(x):
    t = type(x)
    if t not in K725 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s705(v): return False
    return True

def s705(x):
    t = type(x)
    if t not in K726 and not _is_type(x, ('object',)): return False
    if not s75(x): return False
    return True

def s693(x):
    t = type(x)
    if t not in K727 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s692(x):
    t = type(x)
    if t not in K728 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s691(x):
    t = type(x)
    if t not in K729 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s706(v): return False
    return True

def s706(x):
    t = type(x)
    if t not in K730 and not _is_type(x, ('object',)): return False
    if not s47(x): return False
    return True

def s690(x):
    t = type(x)
    if t not in K731 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s707(v): return False
    return True

def s707(x):
    t = type(x)
    if t not in K732 and not _is_type(x, ('object',)): return False
    if not s70(x): return False
    return True

def s689(x):
    t = type(x)
    if t not in K733 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s708(v): return False
    return True

def s708(x):
    t = type(x)
    if t not in K734 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s688(x):
    t = type(x)
    if t not in K735 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s709(v): return False
    return True

def s709(x):
    t = type(x)
    if t not in K736 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K737: return False
    if t is not bool and isinstance(x, _Number) and x > K738: return False
    return True

def s687(x):
    t = type(x)
    if t not in K739 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s710(v): return False
    return True

def s710(x):
    t = type(x)
    if t not in K740 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K742, x): return False
    if t is not _LongText and isinstance(x, str) and K741(x) is None: return False
    return True

def s686(x):
    t = type(x)
    if t not in K743 and not _is_type(x, ('object', 'null')): return False
    if not s47(x): return False
    return True

def s685(x):
    t = type(x)
    if t not in K744 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s684(x):
    t = type(x)
    if t not in K745 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s683(x):
    t = type(x)
    if t not in K746 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K747: return False
    if t is not bool and isinstance(x, _Number) and x > K748: return False
    return True

def s682(x):
    t = type(x)
    if t not in K749 and not _is_type(x, ('number', 'string', 'null')): return False
    if t is _LongText and not _long_text_matches(K751, x): return False
    if t is not _LongText and isinstance(x, str) and K750(x) is None: return False
    return True

def s681(x):
    t = type(x)
    if t not in K752 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s42(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K753.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s717(x):
    t = type(x)
    if t not in K754 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s716(x):
    t = type(x)
    if t not in K755 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s718(v): return False
    return True

def s718(x):
    t = type(x)
    if t not in K756 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s715(x):
    t = type(x)
    if t not in K757 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K758: return False
    if t is not bool and isinstance(x, _Number) and x > K759: return False
    return True

def s714(x):
    t = type(x)
    if t not in K760 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K761: return False
    if t is not bool and isinstance(x, _Number) and x > K762: return False
    return True

def s713(x):
    t = type(x)
    if t not in K763 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s712(x):
    t = type(x)
    if t not in K764 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s711(x):
    t = type(x)
    if t not in K765 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K766: return False
    if t is not bool and isinstance(x, _Number) and x > K767: return False
    if not (s720(x) if s719(x) else _always(x)): return False
    return True

def s720(x):
    t = type(x)
    if not s88(x): return False
    return True

def s719(x):
    t = type(x)
    if t not in K768 and not _is_type(x, ('string',)): return False
    return True

def s41(x):
    t = type(x)
    return True

def s40(x):
    t = type(x)
    if t not in K769 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K770.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s728(x):
    t = type(x)
    if t not in K771 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s727(x):
    t = type(x)
    if t not in K772 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s729(v): return False
    return True

def s729(x):
    t = type(x)
    if t not in K773 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s726(x):
    t = type(x)
    if t not in K774 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s730(v): return False
    return True

def s730(x):
    t = type(x)
    if t not in K775 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s725(x):
    t = type(x)
    if t not in K776 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s724(x):
    t = type(x)
    if t not in K777 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s723(x):
    t = type(x)
    if t not in K778 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s722(x):
    t = type(x)
    if t not in K779 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K780.get(k)
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
    if t not in K781 and not _is_type(x, ('string',)): return False
    return True

def s39(x):
    t = type(x)
    if t not in K782 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K783.get(k)
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
            p = K784.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s758(x):
    t = type(x)
    if t not in K785 and not _is_type(x, ('null',)): return False
    return True

def s757(x):
    t = type(x)
    if t not in K786 and not _is_type(x, ('null',)): return False
    return True

def s756(x):
    t = type(x)
    if t not in K787 and not _is_type(x, ('null',)): return False
    return True

def s755(x):
    t = type(x)
    if t not in K788 and not _is_type(x, ('null',)): return False
    return True

def s754(x):
    t = type(x)
    if t not in K789 and not _is_type(x, ('null',)): return False
    return True

def s753(x):
    t = type(x)
    if t not in K790 and not _is_type(x, ('null',)): return False
    return True

def s751(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K791.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s759(x):
    t = type(x)
    if t not in K792 and not _is_type(x, ('null',)): return False
    return True

def s749(x):
    t = type(x)
    if not (_always(x) if s760(x) else s761(x)): return False
    return True

def s761(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K793.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s767(x):
    t = type(x)
    if t not in K794 and not _is_type(x, ('null',)): return False
    return True

def s766(x):
    t = type(x)
    if t not in K795 and not _is_type(x, ('null',)): return False
    return True

def s765(x):
    t = type(x)
    if t not in K796 and not _is_type(x, ('null',)): return False
    return True

def s764(x):
    t = type(x)
    if t not in K797 and not _is_type(x, ('null',)): return False
    return True

def s763(x):
    t = type(x)
    if t not in K798 and not _is_type(x, ('null',)): return False
    return True

def s762(x):
    t = type(x)
    if t not in K799 and not _is_type(x, ('null',)): return False
    return True

def s760(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K800.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s768(x):
    t = type(x)
    if t not in K801 and not _is_type(x, ('null',)): return False
    return True

def s748(x):
    t = type(x)
    if not (_always(x) if s769(x) else s770(x)): return False
    return True

def s770(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K802.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s776(x):
    t = type(x)
    if t not in K803 and not _is_type(x, ('null',)): return False
    return True

def s775(x):
    t = type(x)
    if t not in K804 and not _is_type(x, ('null',)): return False
    return True

def s774(x):
    t = type(x)
    if t not in K805 and not _is_type(x, ('null',)): return False
    return True

def s773(x):
    t = type(x)
    if t not in K806 and not _is_type(x, ('null',)): return False
    return True

def s772(x):
    t = type(x)
    if t not in K807 and not _is_type(x, ('null',)): return False
    return True

def s771(x):
    t = type(x)
    if t not in K808 and not _is_type(x, ('null',)): return False
    return True

def s769(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K809.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s777(x):
    t = type(x)
    if t not in K810 and not _is_type(x, ('null',)): return False
    return True

def s747(x):
    t = type(x)
    if not (_always(x) if s778(x) else s779(x)): return False
    return True

def s779(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K811.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s785(x):
    t = type(x)
    if t not in K812 and not _is_type(x, ('null',)): return False
    return True

def s784(x):
    t = type(x)
    if t not in K813 and not _is_type(x, ('null',)): return False
    return True

def s783(x):
    t = type(x)
    if t not in K814 and not _is_type(x, ('null',)): return False
    return True

def s782(x):
    t = type(x)
    if t not in K815 and not _is_type(x, ('null',)): return False
    return True

def s781(x):
    t = type(x)
    if t not in K816 and not _is_type(x, ('null',)): return False
    return True

def s780(x):
    t = type(x)
    if t not in K817 and not _is_type(x, ('null',)): return False
    return True

def s778(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K818.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s786(x):
    t = type(x)
    if t not in K819 and not _is_type(x, ('null',)): return False
    return True

def s746(x):
    t = type(x)
    if not (_always(x) if s787(x) else s788(x)): return False
    return True

def s788(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K820.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s794(x):
    t = type(x)
    if t not in K821 and not _is_type(x, ('null',)): return False
    return True

def s793(x):
    t = type(x)
    if t not in K822 and not _is_type(x, ('null',)): return False
    return True

def s792(x):
    t = type(x)
    if t not in K823 and not _is_type(x, ('null',)): return False
    return True

def s791(x):
    t = type(x)
    if t not in K824 and not _is_type(x, ('null',)): return False
    return True

def s790(x):
    t = type(x)
    if t not in K825 and not _is_type(x, ('null',)): return False
    return True

def s789(x):
    t = type(x)
    if t not in K826 and not _is_type(x, ('null',)): return False
    return True

def s787(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K827.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s795(x):
    t = type(x)
    if t not in K828 and not _is_type(x, ('null',)): return False
    return True

def s745(x):
    t = type(x)
    if not (_always(x) if s796(x) else s797(x)): return False
    return True

def s797(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K829.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s803(x):
    t = type(x)
    if t not in K830 and not _is_type(x, ('null',)): return False
    return True

def s802(x):
    t = type(x)
    if t not in K831 and not _is_type(x, ('null',)): return False
    return True

def s801(x):
    t = type(x)
    if t not in K832 and not _is_type(x, ('null',)): return False
    return True

def s800(x):
    t = type(x)
    if t not in K833 and not _is_type(x, ('null',)): return False
    return True

def s799(x):
    t = type(x)
    if t not in K834 and not _is_type(x, ('null',)): return False
    return True

def s798(x):
    t = type(x)
    if t not in K835 and not _is_type(x, ('null',)): return False
    return True

def s796(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K836.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s804(x):
    t = type(x)
    if t not in K837 and not _is_type(x, ('null',)): return False
    return True

def s744(x):
    t = type(x)
    if not (_always(x) if s805(x) else s806(x)): return False
    return True

def s806(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K838.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s812(x):
    t = type(x)
    if t not in K839 and not _is_type(x, ('null',)): return False
    return True

def s811(x):
    t = type(x)
    if t not in K840 and not _is_type(x, ('null',)): return False
    return True

def s810(x):
    t = type(x)
    if t not in K841 and not _is_type(x, ('null',)): return False
    return True

def s809(x):
    t = type(x)
    if t not in K842 and not _is_type(x, ('null',)): return False
    return True

def s808(x):
    t = type(x)
    if t not in K843 and not _is_type(x, ('null',)): return False
    return True

def s807(x):
    t = type(x)
    if t not in K844 and not _is_type(x, ('null',)): return False
    return True

def s805(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K845.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s813(x):
    t = type(x)
    if t not in K846 and not _is_type(x, ('null',)): return False
    return True

def s743(x):
    t = type(x)
    if t not in K847 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s742(x):
    t = type(x)
    if t not in K848 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s814(v): return False
    return True

def s814(x):
    t = type(x)
    if t not in K849 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s741(x):
    t = type(x)
    if t not in K850 and not _is_type(x, ('object', 'null')): return False
    if not s63(x): return False
    return True

def s740(x):
    t = type(x)
    if t not in K851 and not _is_type(x, ('object', 'null')): return False
    if not s78(x): return False
    return True

def s739(x):
    t = type(x)
    if t not in K852 and not _is_type(x, ('object', 'null')): return False
    if not s80(x): return False
    return True

def s738(x):
    t = type(x)
    if t not in K853 and not _is_type(x, ('object', 'null')): return False
    if not s77(x): return False
    return True

def s737(x):
    t = type(x)
    if t not in K854 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s736(x):
    t = type(x)
    if t not in K855 and not _is_type(x, ('object', 'null')): return False
    if not s76(x): return False
    return True

def s735(x):
    t = type(x)
    if t not in K856 and not _is_type(x, ('object', 'null')): return False
    if not s79(x): return False
    return True

def s734(x):
    t = type(x)
    if t not in K857 and not _is_type(x, ('object', 'null')): return False
    if not s81(x): return False
    return True

def s733(x):
    t = type(x)
    if t not in K858 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K859.get(k)
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
    if t not in K860 and not _is_type(x, ('string',)): return False
    return True

def s38(x):
    t = type(x)
    if t not in K861 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K862.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s821(x):
    t = type(x)
    if t not in K863 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s820(x):
    t = type(x)
    if t not in K864 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s822(v): return False
    return True

def s822(x):
    t = type(x)
    if t not in K865 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s819(x):
    t = type(x)
    if t not in K866 and not _is_type(x, ('object', 'null')): return False
    if not s72(x): return False
    return True

def s818(x):
    t = type(x)
    if t not in K867 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K868: return False
    if t is not bool and isinstance(x, _Number) and x > K869: return False
    if not (s824(x) if s823(x) else _always(x)): return False
    return True

def s824(x):
    t = type(x)
    if not s88(x): return False
    return True

def s823(x):
    t = type(x)
    if t not in K870 and not _is_type(x, ('string',)): return False
    return True

def s817(x):
    t = type(x)
    if t not in K871 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K872.get(k)
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
    if t not in K873 and not _is_type(x, ('string',)): return False
    return True

def s37(x):
    t = type(x)
    if t not in K874 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K875.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s831(x):
    t = type(x)
    if t not in K876 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s830(x):
    t = type(x)
    if t not in K877 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s832(v): return False
    return True

def s832(x):
    t = type(x)
    if t not in K878 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s829(x):
    t = type(x)
    if t not in K879 and not _is_type(x, ('object', 'null')): return False
    if not s72(x): return False
    return True

def s828(x):
    t = type(x)
    if t not in K880 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K881: return False
    if t is not bool and isinstance(x, _Number) and x > K882: return False
    if not (s834(x) if s833(x) else _always(x)): return False
    return True

def s834(x):
    t = type(x)
    if not s88(x): return False
    return True

def s833(x):
    t = type(x)
    if t not in K883 and not _is_type(x, ('string',)): return False
    return True

def s827(x):
    t = type(x)
    if t not in K884 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K885.get(k)
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
    if t not in K886 and not _is_type(x, ('string',)): return False
    return True

def s36(x):
    t = type(x)
    if t not in K887 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K888.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s840(x):
    t = type(x)
    if t not in K889 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s839(x):
    t = type(x)
    if t not in K890 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s841(v): return False
    return True

def s841(x):
    t = type(x)
    if t not in K891 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s838(x):
    t = type(x)
    if t not in K892 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s837(x):
    t = type(x)
    if t not in K893 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K894.get(k)
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
    if t not in K895 and not _is_type(x, ('string',)): return False
    return True

def s35(x):
    t = type(x)
    if t not in K896 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K897.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s847(x):
    t = type(x)
    if t not in K898 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s846(x):
    t = type(x)
    if t not in K899 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s848(v): return False
    return True

def s848(x):
    t = type(x)
    if t not in K900 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s845(x):
    t = type(x)
    if t not in K901 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s844(x):
    t = type(x)
    if t not in K902 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K903.get(k)
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
    if t not in K904 and not _is_type(x, ('string',)): return False
    return True

def s34(x):
    t = type(x)
    if t not in K905 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K906.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s855(x):
    t = type(x)
    if t not in K907 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s854(x):
    t = type(x)
    if t not in K908 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s856(v): return False
    return True

def s856(x):
    t = type(x)
    if t not in K909 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s853(x):
    t = type(x)
    if t not in K910 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s852(x):
    t = type(x)
    if t not in K911 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s851(x):
    t = type(x)
    if t not in K912 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K913.get(k)
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
    if t not in K914 and not _is_type(x, ('string',)): return False
    return True

def s33(x):
    t = type(x)
    if t not in K915 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K916.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s863(x):
    t = type(x)
    if t not in K917 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s862(x):
    t = type(x)
    if t not in K918 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s864(v): return False
    return True

def s864(x):
    t = type(x)
    if t not in K919 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s861(x):
    t = type(x)
    if t not in K920 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s860(x):
    t = type(x)
    if t not in K921 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K922: return False
    if t is not bool and isinstance(x, _Number) and x > K923: return False
    if not (s866(x) if s865(x) else _always(x)): return False
    return True

def s866(x):
    t = type(x)
    if not s88(x): return False
    return True

def s865(x):
    t = type(x)
    if t not in K924 and not _is_type(x, ('string',)): return False
    return True

def s859(x):
    t = type(x)
    if t not in K925 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K926.get(k)
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
    if t not in K927 and not _is_type(x, ('string',)): return False
    return True

def s32(x):
    t = type(x)
    if t not in K928 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K929.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s875(x):
    t = type(x)
    if t not in K930 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s874(x):
    t = type(x)
    if t not in K931 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s876(v): return False
    return True

def s876(x):
    t = type(x)
    if t not in K932 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s873(x):
    t = type(x)
    if t not in K933 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s877(v): return False
    return True

def s877(x):
    t = type(x)
    if t not in K934 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s872(x):
    t = type(x)
    if t not in K935 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s878(v): return False
    return True

def s878(x):
    t = type(x)
    if t not in K936 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s871(x):
    t = type(x)
    if t not in K937 and not _is_type(x, ('object', 'null')): return False
    if not s47(x): return False
    return True

def s870(x):
    t = type(x)
    if t not in K938 and not _is_type(x, ('object', 'null')): return False
    if not s47(x): return False
    return True

def s869(x):
    t = type(x)
    if t not in K939 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K940.get(k)
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
    if t not in K941 and not _is_type(x, ('string',)): return False
    return True

def s31(x):
    t = type(x)
    if t not in K942 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K943.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s884(x):
    t = type(x)
    if t not in K944 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s883(x):
    t = type(x)
    if t not in K945 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s885(v): return False
    return True

def s885(x):
    t = type(x)
    if t not in K946 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s882(x):
    t = type(x)
    if t not in K947 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s886(v): return False
    return True

def s886(x):
    t = type(x)
    if t not in K948 and not _is_type(x, ('object',)): return False
    if not s73(x): return False
    return True

def s881(x):
    t = type(x)
    if t not in K949 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K950.get(k)
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
    if t not in K951 and not _is_type(x, ('string',)): return False
    return True

def s30(x):
    t = type(x)
    if t not in K952 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K953.get(k)
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
            p = K954.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s899(x):
    t = type(x)
    if t not in K955 and not _is_type(x, ('null',)): return False
    return True

def s897(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K956.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s900(x):
    t = type(x)
    if t not in K957 and not _is_type(x, ('null',)): return False
    return True

def s895(x):
    t = type(x)
    if not (_always(x) if s901(x) else s902(x)): return False
    return True

def s902(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K958.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s903(x):
    t = type(x)
    if t not in K959 and not _is_type(x, ('null',)): return False
    return True

def s901(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K960.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s904(x):
    t = type(x)
    if t not in K961 and not _is_type(x, ('null',)): return False
    return True

def s894(x):
    t = type(x)
    if t not in K962 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s893(x):
    t = type(x)
    if t not in K963 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s905(v): return False
    return True

def s905(x):
    t = type(x)
    if t not in K964 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s892(x):
    t = type(x)
    if t not in K965 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s891(x):
    t = type(x)
    if t not in K966 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s890(x):
    t = type(x)
    if t not in K967 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K968: return False
    if t is not bool and isinstance(x, _Number) and x > K969: return False
    return True

def s889(x):
    t = type(x)
    if t not in K970 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K971.get(k)
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
    if t not in K972 and not _is_type(x, ('string',)): return False
    return True

def s29(x):
    t = type(x)
    if t not in K973 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K974.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s925(x):
    t = type(x)
    if t not in K975 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s924(x):
    t = type(x)
    if t not in K976 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s926(v): return False
    return True

def s926(x):
    t = type(x)
    if t not in K977 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s923(x):
    t = type(x)
    if t not in K978 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s927(v): return False
    return True

def s927(x):
    t = type(x)
    if t not in K979 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s922(x):
    t = type(x)
    if t not in K980 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K981: return False
    if t is not bool and isinstance(x, _Number) and x > K982: return False
    if not (s929(x) if s928(x) else _always(x)): return False
    return True

def s929(x):
    t = type(x)
    if not s87(x): return False
    return True

def s928(x):
    t = type(x)
    if t not in K983 and not _is_type(x, ('string',)): return False
    return True

def s921(x):
    t = type(x)
    if t not in K984 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s930(v): return False
    return True

def s930(x):
    t = type(x)
    if t not in K985 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s920(x):
    t = type(x)
    if t not in K986 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s919(x):
    t = type(x)
    if t not in K987 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s931(v): return False
    if not s98(x): return False
    return True

def s931(x):
    t = type(x)
    if t not in K988 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K989: return False
    if t is not bool and isinstance(x, _Number) and x > K990: return False
    return True

def s918(x):
    t = type(x)
    if t not in K991 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s932(v): return False
    if not s98(x): return False
    return True

def s932(x):
    t = type(x)
    if t not in K992 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K994, x): return False
    if t is not _LongText and isinstance(x, str) and K993(x) is None: return False
    return True

def s917(x):
    t = type(x)
    if t not in K995 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K997, x): return False
    if t is not _LongText and isinstance(x, str) and K996(x) is None: return False
    if not (s934(x) if s933(x) else s935(x)): return False
    return True

def s935(x):
    t = type(x)
    if not s97(x): return False
    return True

def s934(x):
    t = type(x)
    if not s96(x): return False
    return True

def s933(x):
    t = type(x)
    if t not in K998 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('values' not in x): return False
    return True

def s916(x):
    t = type(x)
    if t not in K999 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s915(x):
    t = type(x)
    if t not in K1000 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s936(v): return False
    if not s98(x): return False
    return True

def s936(x):
    t = type(x)
    if t not in K1001 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K1002: return False
    if t is not bool and isinstance(x, _Number) and x > K1003: return False
    return True

def s914(x):
    t = type(x)
    if t not in K1004 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s937(v): return False
    if not s98(x): return False
    return True

def s937(x):
    t = type(x)
    if t not in K1005 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s913(x):
    t = type(x)
    if t not in K1006 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s938(v): return False
    if not s98(x): return False
    return True

def s938(x):
    t = type(x)
    if t not in K1007 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K1008: return False
    if t is not bool and isinstance(x, _Number) and x > K1009: return False
    return True

def s912(x):
    t = type(x)
    if t not in K1010 and not _is_type(x, ('array', 'object', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s939(v): return False
    if not s98(x): return False
    return True

def s939(x):
    t = type(x)
    if t not in K1011 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K1013, x): return False
    if t is not _LongText and isinstance(x, str) and K1012(x) is None: return False
    return True

def s911(x):
    t = type(x)
    if t not in K1014 and not _is_type(x, ('object', 'null')): return False
    if not s71(x): return False
    return True

def s910(x):
    t = type(x)
    if t not in K1015 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1016: return False
    if t is not bool and isinstance(x, _Number) and x > K1017: return False
    if not (s941(x) if s940(x) else _always(x)): return False
    return True

def s941(x):
    t = type(x)
    if not s88(x): return False
    return True

def s940(x):
    t = type(x)
    if t not in K1018 and not _is_type(x, ('string',)): return False
    return True

def s909(x):
    t = type(x)
    if t not in K1019 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s942(v): return False
    return True

def s942(x):
    t = type(x)
    if t not in K1020 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K1021: return False
    if t is not bool and isinstance(x, _Number) and x > K1022: return False
    return True

def s908(x):
    t = type(x)
    if t not in K1023 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1024.get(k)
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
    if t not in K1025 and not _is_type(x, ('string',)): return False
    return True

def s28(x):
    t = type(x)
    if t not in K1026 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1027.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s949(x):
    t = type(x)
    if t not in K1028 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s948(x):
    t = type(x)
    if t not in K1029 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s950(v): return False
    return True

def s950(x):
    t = type(x)
    if t not in K1030 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s947(x):
    t = type(x)
    if t not in K1031 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1032: return False
    if t is not bool and isinstance(x, _Number) and x > K1033: return False
    return True

def s946(x):
    t = type(x)
    if t not in K1034 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1035: return False
    if t is not bool and isinstance(x, _Number) and x > K1036: return False
    return True

def s945(x):
    t = type(x)
    if t not in K1037 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1038.get(k)
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
    if t not in K1039 and not _is_type(x, ('string',)): return False
    return True

def s27(x):
    t = type(x)
    if t not in K1040 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1041.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s957(x):
    t = type(x)
    if t not in K1042 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s956(x):
    t = type(x)
    if t not in K1043 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s958(v): return False
    return True

def s958(x):
    t = type(x)
    if t not in K1044 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s955(x):
    t = type(x)
    if t not in K1045 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s959(v): return False
    return True

def s959(x):
    t = type(x)
    if t not in K1046 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s954(x):
    t = type(x)
    if t not in K1047 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s953(x):
    t = type(x)
    if t not in K1048 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1049.get(k)
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
    if t not in K1050 and not _is_type(x, ('string',)): return False
    return True

def s26(x):
    t = type(x)
    if t not in K1051 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1052.get(k)
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
            p = K1053.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s983(x):
    t = type(x)
    if t not in K1054 and not _is_type(x, ('null',)): return False
    return True

def s982(x):
    t = type(x)
    if t not in K1055 and not _is_type(x, ('null',)): return False
    return True

def s981(x):
    t = type(x)
    if t not in K1056 and not _is_type(x, ('null',)): return False
    return True

def s979(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1057.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s984(x):
    t = type(x)
    if t not in K1058 and not _is_type(x, ('null',)): return False
    return True

def s977(x):
    t = type(x)
    if not (_always(x) if s985(x) else s986(x)): return False
    return True

def s986(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1059.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s989(x):
    t = type(x)
    if t not in K1060 and not _is_type(x, ('null',)): return False
    return True

def s988(x):
    t = type(x)
    if t not in K1061 and not _is_type(x, ('null',)): return False
    return True

def s987(x):
    t = type(x)
    if t not in K1062 and not _is_type(x, ('null',)): return False
    return True

def s985(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1063.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s990(x):
    t = type(x)
    if t not in K1064 and not _is_type(x, ('null',)): return False
    return True

def s976(x):
    t = type(x)
    if not (_always(x) if s991(x) else s992(x)): return False
    return True

def s992(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1065.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s995(x):
    t = type(x)
    if t not in K1066 and not _is_type(x, ('null',)): return False
    return True

def s994(x):
    t = type(x)
    if t not in K1067 and not _is_type(x, ('null',)): return False
    return True

def s993(x):
    t = type(x)
    if t not in K1068 and not _is_type(x, ('null',)): return False
    return True

def s991(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1069.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s996(x):
    t = type(x)
    if t not in K1070 and not _is_type(x, ('null',)): return False
    return True

def s975(x):
    t = type(x)
    if not (_always(x) if s997(x) else s998(x)): return False
    return True

def s998(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1071.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1001(x):
    t = type(x)
    if t not in K1072 and not _is_type(x, ('null',)): return False
    return True

def s1000(x):
    t = type(x)
    if t not in K1073 and not _is_type(x, ('null',)): return False
    return True

def s999(x):
    t = type(x)
    if t not in K1074 and not _is_type(x, ('null',)): return False
    return True

def s997(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1075.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1002(x):
    t = type(x)
    if t not in K1076 and not _is_type(x, ('null',)): return False
    return True

def s974(x):
    t = type(x)
    if t not in K1077 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s973(x):
    t = type(x)
    if t not in K1078 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1003(v): return False
    return True

def s1003(x):
    t = type(x)
    if t not in K1079 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s972(x):
    t = type(x)
    if t not in K1080 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1081: return False
    if t is not bool and isinstance(x, _Number) and x > K1082: return False
    return True

def s971(x):
    t = type(x)
    if t not in K1083 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1004(v): return False
    return True

def s1004(x):
    t = type(x)
    if t not in K1084 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s970(x):
    t = type(x)
    if t not in K1085 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s969(x):
    t = type(x)
    if t not in K1086 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s968(x):
    t = type(x)
    if t not in K1087 and not _is_type(x, ('object', 'null')): return False
    if not s46(x): return False
    return True

def s967(x):
    t = type(x)
    if t not in K1088 and not _is_type(x, ('object', 'null')): return False
    if not s46(x): return False
    return True

def s966(x):
    t = type(x)
    if t not in K1089 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1090: return False
    if t is not bool and isinstance(x, _Number) and x > K1091: return False
    return True

def s965(x):
    t = type(x)
    if t not in K1092 and not _is_type(x, ('object', 'null')): return False
    if not s65(x): return False
    return True

def s964(x):
    t = type(x)
    if t not in K1093 and not _is_type(x, ('object', 'null')): return False
    if not s68(x): return False
    return True

def s963(x):
    t = type(x)
    if t not in K1094 and not _is_type(x, ('object', 'null')): return False
    if not s64(x): return False
    return True

def s962(x):
    t = type(x)
    if t not in K1095 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1096.get(k)
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
    if t not in K1097 and not _is_type(x, ('string',)): return False
    return True

def s25(x):
    t = type(x)
    if t not in K1098 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1099.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1010(x):
    t = type(x)
    if t not in K1100 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1009(x):
    t = type(x)
    if t not in K1101 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1011(v): return False
    return True

def s1011(x):
    t = type(x)
    if t not in K1102 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1008(x):
    t = type(x)
    if t not in K1103 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1012(v): return False
    return True

def s1012(x):
    t = type(x)
    if t not in K1104 and not _is_type(x, ('object',)): return False
    if not s67(x): return False
    return True

def s1007(x):
    t = type(x)
    if t not in K1105 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1106.get(k)
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
    if t not in K1107 and not _is_type(x, ('string',)): return False
    return True

def s24(x):
    t = type(x)
    if t not in K1108 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1109.get(k)
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
            p = K1110.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1026(x):
    t = type(x)
    if t not in K1111 and not _is_type(x, ('null',)): return False
    return True

def s1024(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1112.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1027(x):
    t = type(x)
    if t not in K1113 and not _is_type(x, ('null',)): return False
    return True

def s1022(x):
    t = type(x)
    if not (_always(x) if s1028(x) else s1029(x)): return False
    return True

def s1029(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1114.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1030(x):
    t = type(x)
    if t not in K1115 and not _is_type(x, ('null',)): return False
    return True

def s1028(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1116.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1031(x):
    t = type(x)
    if t not in K1117 and not _is_type(x, ('null',)): return False
    return True

def s1021(x):
    t = type(x)
    if t not in K1118 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1020(x):
    t = type(x)
    if t not in K1119 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1032(v): return False
    return True

def s1032(x):
    t = type(x)
    if t not in K1120 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1019(x):
    t = type(x)
    if t not in K1121 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s1018(x):
    t = type(x)
    if t not in K1122 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1017(x):
    t = type(x)
    if t not in K1123 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s1016(x):
    t = type(x)
    if t not in K1124 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1015(x):
    t = type(x)
    if t not in K1125 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1126.get(k)
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
    if t not in K1127 and not _is_type(x, ('string',)): return False
    return True

def s23(x):
    t = type(x)
    if t not in K1128 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1129.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1039(x):
    t = type(x)
    if t not in K1130 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1038(x):
    t = type(x)
    if t not in K1131 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1040(v): return False
    return True

def s1040(x):
    t = type(x)
    if t not in K1132 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1037(x):
    t = type(x)
    if t not in K1133 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1134: return False
    if t is not bool and isinstance(x, _Number) and x > K1135: return False
    return True

def s1036(x):
    t = type(x)
    if t not in K1136 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1035(x):
    t = type(x)
    if t not in K1137 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1138.get(k)
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
    if t not in K1139 and not _is_type(x, ('string',)): return False
    return True

def s22(x):
    t = type(x)
    if t not in K1140 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1141.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1047(x):
    t = type(x)
    if t not in K1142 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1046(x):
    t = type(x)
    if t not in K1143 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1048(v): return False
    return True

def s1048(x):
    t = type(x)
    if t not in K1144 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1045(x):
    t = type(x)
    if t not in K1145 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1146: return False
    if t is not bool and isinstance(x, _Number) and x > K1147: return False
    return True

def s1044(x):
    t = type(x)
    if t not in K1148 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1049(v): return False
    return True

def s1049(x):
    t = type(x)
    if t not in K1149 and not _is_type(x, ('object',)): return False
    if not s66(x): return False
    return True

def s1043(x):
    t = type(x)
    if t not in K1150 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1151.get(k)
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
    if t not in K1152 and not _is_type(x, ('string',)): return False
    return True

def s21(x):
    t = type(x)
    if t not in K1153 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1154.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1056(x):
    t = type(x)
    if t not in K1155 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1055(x):
    t = type(x)
    if t not in K1156 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1057(v): return False
    return True

def s1057(x):
    t = type(x)
    if t not in K1157 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1054(x):
    t = type(x)
    if t not in K1158 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1159: return False
    if t is not bool and isinstance(x, _Number) and x > K1160: return False
    return True

def s1053(x):
    t = type(x)
    if t not in K1161 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s1052(x):
    t = type(x)
    if t not in K1162 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1163.get(k)
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
    if t not in K1164 and not _is_type(x, ('string',)): return False
    return True

def s20(x):
    t = type(x)
    if t not in K1165 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1166.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1064(x):
    t = type(x)
    if t not in K1167 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1063(x):
    t = type(x)
    if t not in K1168 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1065(v): return False
    return True

def s1065(x):
    t = type(x)
    if t not in K1169 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1062(x):
    t = type(x)
    if t not in K1170 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1061(x):
    t = type(x)
    if t not in K1171 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1060(x):
    t = type(x)
    if t not in K1172 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1173.get(k)
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
    if t not in K1174 and not _is_type(x, ('string',)): return False
    return True

def s19(x):
    t = type(x)
    if t not in K1175 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1176.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1073(x):
    t = type(x)
    if t not in K1177 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1072(x):
    t = type(x)
    if t not in K1178 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1074(v): return False
    return True

def s1074(x):
    t = type(x)
    if t not in K1179 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1071(x):
    t = type(x)
    if t not in K1180 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1075(v): return False
    return True

def s1075(x):
    t = type(x)
    if t not in K1181 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K1182: return False
    if t is not bool and isinstance(x, _Number) and x > K1183: return False
    return True

def s1070(x):
    t = type(x)
    if t not in K1184 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s1069(x):
    t = type(x)
    if t not in K1185 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s1068(x):
    t = type(x)
    if t not in K1186 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1187.get(k)
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
    if t not in K1188 and not _is_type(x, ('string',)): return False
    return True

def s18(x):
    t = type(x)
    if t not in K1189 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1190.get(k)
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
            p = K1191.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1088(x):
    t = type(x)
    if t not in K1192 and not _is_type(x, ('null',)): return False
    return True

def s1086(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1193.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1089(x):
    t = type(x)
    if t not in K1194 and not _is_type(x, ('null',)): return False
    return True

def s1084(x):
    t = type(x)
    if not (_always(x) if s1090(x) else s1091(x)): return False
    return True

def s1091(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1195.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1092(x):
    t = type(x)
    if t not in K1196 and not _is_type(x, ('null',)): return False
    return True

def s1090(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1197.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1093(x):
    t = type(x)
    if t not in K1198 and not _is_type(x, ('null',)): return False
    return True

def s1083(x):
    t = type(x)
    if t not in K1199 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1082(x):
    t = type(x)
    if t not in K1200 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1094(v): return False
    return True

def s1094(x):
    t = type(x)
    if t not in K1201 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1081(x):
    t = type(x)
    if t not in K1202 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1203: return False
    if t is not bool and isinstance(x, _Number) and x > K1204: return False
    return True

def s1080(x):
    t = type(x)
    if t not in K1205 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1079(x):
    t = type(x)
    if t not in K1206 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1207: return False
    if t is not bool and isinstance(x, _Number) and x > K1208: return False
    return True

def s1078(x):
    t = type(x)
    if t not in K1209 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1210.get(k)
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
    if t not in K1211 and not _is_type(x, ('string',)): return False
    return True

def s17(x):
    t = type(x)
    if t not in K1212 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1213.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1103(x):
    t = type(x)
    if t not in K1214 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1102(x):
    t = type(x)
    if t not in K1215 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1104(v): return False
    return True

def s1104(x):
    t = type(x)
    if t not in K1216 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1101(x):
    t = type(x)
    if t not in K1217 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1105(v): return False
    return True

def s1105(x):
    t = type(x)
    if t not in K1218 and not _is_type(x, ('object',)): return False
    if not s58(x): return False
    return True

def s1100(x):
    t = type(x)
    if t not in K1219 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1106(v): return False
    return True

def s1106(x):
    t = type(x)
    if t not in K1220 and not _is_type(x, ('object',)): return False
    if not s48(x): return False
    return True

def s1099(x):
    t = type(x)
    if t not in K1221 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1107(v): return False
    return True

def s1107(x):
    t = type(x)
    if t not in K1222 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K1223: return False
    if t is not bool and isinstance(x, _Number) and x > K1224: return False
    return True

def s1098(x):
    t = type(x)
    if t not in K1225 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1097(x):
    t = type(x)
    if t not in K1226 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1227.get(k)
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
    if t not in K1228 and not _is_type(x, ('string',)): return False
    return True

def s16(x):
    t = type(x)
    if t not in K1229 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1230.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1114(x):
    t = type(x)
    if t not in K1231 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1113(x):
    t = type(x)
    if t not in K1232 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1115(v): return False
    return True

def s1115(x):
    t = type(x)
    if t not in K1233 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1112(x):
    t = type(x)
    if t not in K1234 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1116(v): return False
    return True

def s1116(x):
    t = type(x)
    if t not in K1235 and not _is_type(x, ('object',)): return False
    if not s60(x): return False
    return True

def s1111(x):
    t = type(x)
    if t not in K1236 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1237: return False
    if t is not bool and isinstance(x, _Number) and x > K1238: return False
    return True

def s1110(x):
    t = type(x)
    if t not in K1239 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1240.get(k)
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
    if t not in K1241 and not _is_type(x, ('string',)): return False
    return True

def s15(x):
    t = type(x)
    if t not in K1242 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1243.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1128(x):
    t = type(x)
    if t not in K1244 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1127(x):
    t = type(x)
    if t not in K1245 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1129(v): return False
    return True

def s1129(x):
    t = type(x)
    if t not in K1246 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1126(x):
    t = type(x)
    if t not in K1247 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1130(v): return False
    return True

def s1130(x):
    t = type(x)
    if t not in K1248 and not _is_type(x, ('object',)): return False
    if not s54(x): return False
    return True

def s1125(x):
    t = type(x)
    if t not in K1249 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1131(v): return False
    return True

def s1131(x):
    t = type(x)
    if t not in K1250 and not _is_type(x, ('object',)): return False
    if not s49(x): return False
    return True

def s1124(x):
    t = type(x)
    if t not in K1251 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1132(v): return False
    return True

def s1132(x):
    t = type(x)
    if t not in K1252 and not _is_type(x, ('object',)): return False
    if not s57(x): return False
    return True

def s1123(x):
    t = type(x)
    if t not in K1253 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1133(v): return False
    return True

def s1133(x):
    t = type(x)
    if t not in K1254 and not _is_type(x, ('object',)): return False
    if not s61(x): return False
    return True

def s1122(x):
    t = type(x)
    if t not in K1255 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1134(v): return False
    return True

def s1134(x):
    t = type(x)
    if t not in K1256 and not _is_type(x, ('object',)): return False
    if not s70(x): return False
    return True

def s1121(x):
    t = type(x)
    if t not in K1257 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1258: return False
    if t is not bool and isinstance(x, _Number) and x > K1259: return False
    if not (s1136(x) if s1135(x) else _always(x)): return False
    return True

def s1136(x):
    t = type(x)
    if not s86(x): return False
    return True

def s1135(x):
    t = type(x)
    if t not in K1260 and not _is_type(x, ('string',)): return False
    return True

def s1120(x):
    t = type(x)
    if t not in K1261 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1119(x):
    t = type(x)
    if t not in K1262 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1263.get(k)
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
    if t not in K1264 and not _is_type(x, ('string',)): return False
    return True

def s14(x):
    t = type(x)
    if t not in K1265 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1266.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1143(x):
    t = type(x)
    if t not in K1267 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1142(x):
    t = type(x)
    if t not in K1268 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1144(v): return False
    return True

def s1144(x):
    t = type(x)
    if t not in K1269 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1141(x):
    t = type(x)
    if t not in K1270 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1140(x):
    t = type(x)
    if t not in K1271 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1139(x):
    t = type(x)
    if t not in K1272 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1273.get(k)
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
    if t not in K1274 and not _is_type(x, ('string',)): return False
    return True

def s13(x):
    t = type(x)
    if t not in K1275 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1276.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1149(x):
    t = type(x)
    if t not in K1277 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1148(x):
    t = type(x)
    if t not in K1278 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1150(v): return False
    return True

def s1150(x):
    t = type(x)
    if t not in K1279 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1147(x):
    t = type(x)
    if t not in K1280 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1281.get(k)
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
    if t not in K1282 and not _is_type(x, ('string',)): return False
    return True

def s12(x):
    t = type(x)
    if t not in K1283 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1284.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1162(x):
    t = type(x)
    if t not in K1285 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1161(x):
    t = type(x)
    if t not in K1286 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1163(v): return False
    return True

def s1163(x):
    t = type(x)
    if t not in K1287 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1160(x):
    t = type(x)
    if t not in K1288 and not _is_type(x, ('object', 'null')): return False
    if not s54(x): return False
    return True

def s1159(x):
    t = type(x)
    if t not in K1289 and not _is_type(x, ('object', 'null')): return False
    if not s49(x): return False
    return True

def s1158(x):
    t = type(x)
    if t not in K1290 and not _is_type(x, ('object', 'null')): return False
    if not s57(x): return False
    return True

def s1157(x):
    t = type(x)
    if t not in K1291 and not _is_type(x, ('object', 'null')): return False
    if not s61(x): return False
    return True

def s1156(x):
    t = type(x)
    if t not in K1292 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s1155(x):
    t = type(x)
    if t not in K1293 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1294: return False
    if t is not bool and isinstance(x, _Number) and x > K1295: return False
    if not (s1165(x) if s1164(x) else _always(x)): return False
    return True

def s1165(x):
    t = type(x)
    if not s85(x): return False
    return True

def s1164(x):
    t = type(x)
    if t not in K1296 and not _is_type(x, ('string',)): return False
    return True

def s1154(x):
    t = type(x)
    if t not in K1297 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1153(x):
    t = type(x)
    if t not in K1298 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1299.get(k)
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
    if t not in K1300 and not _is_type(x, ('string',)): return False
    return True

def s11(x):
    t = type(x)
    if t not in K1301 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1302.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1172(x):
    t = type(x)
    if t not in K1303 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1171(x):
    t = type(x)
    if t not in K1304 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1173(v): return False
    return True

def s1173(x):
    t = type(x)
    if t not in K1305 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1170(x):
    t = type(x)
    if t not in K1306 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1307: return False
    if t is not bool and isinstance(x, _Number) and x > K1308: return False
    return True

def s1169(x):
    t = type(x)
    if t not in K1309 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1168(x):
    t = type(x)
    if t not in K1310 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1311.get(k)
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
    if t not in K1312 and not _is_type(x, ('string',)): return False
    return True

def s10(x):
    t = type(x)
    if t not in K1313 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1314.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1188(x):
    t = type(x)
    if t not in K1315 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1187(x):
    t = type(x)
    if t not in K1316 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1189(v): return False
    return True

def s1189(x):
    t = type(x)
    if t not in K1317 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1186(x):
    t = type(x)
    if t not in K1318 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1190(v): return False
    return True

def s1190(x):
    t = type(x)
    if t not in K1319 and not _is_type(x, ('object',)): return False
    if not s51(x): return False
    return True

def s1185(x):
    t = type(x)
    if t not in K1320 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1191(v): return False
    return True

def s1191(x):
    t = type(x)
    if t not in K1321 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s1184(x):
    t = type(x)
    if t not in K1322 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1183(x):
    t = type(x)
    if t not in K1323 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1182(x):
    t = type(x)
    if t not in K1324 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1181(x):
    t = type(x)
    if t not in K1325 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1192(v): return False
    return True

def s1192(x):
    t = type(x)
    if t not in K1326 and not _is_type(x, ('object',)): return False
    if not s43(x): return False
    return True

def s1180(x):
    t = type(x)
    if t not in K1327 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1179(x):
    t = type(x)
    if t not in K1328 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1178(x):
    t = type(x)
    if t not in K1329 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1193(v): return False
    return True

def s1193(x):
    t = type(x)
    if t not in K1330 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s1177(x):
    t = type(x)
    if t not in K1331 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1194(v): return False
    return True

def s1194(x):
    t = type(x)
    if t not in K1332 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s1176(x):
    t = type(x)
    if t not in K1333 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1334.get(k)
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
    if t not in K1335 and not _is_type(x, ('string',)): return False
    return True

def s9(x):
    t = type(x)
    if t not in K1336 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1337.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1202(x):
    t = type(x)
    if t not in K1338 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1201(x):
    t = type(x)
    if t not in K1339 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1203(v): return False
    return True

def s1203(x):
    t = type(x)
    if t not in K1340 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1200(x):
    t = type(x)
    if t not in K1341 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1342: return False
    if t is not bool and isinstance(x, _Number) and x > K1343: return False
    return True

def s1199(x):
    t = type(x)
    if t not in K1344 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1204(v): return False
    return True

def s1204(x):
    t = type(x)
    if t not in K1345 and not _is_type(x, ('object',)): return False
    if not s59(x): return False
    return True

def s1198(x):
    t = type(x)
    if t not in K1346 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1197(x):
    t = type(x)
    if t not in K1347 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1348.get(k)
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
    if t not in K1349 and not _is_type(x, ('string',)): return False
    return True

def s8(x):
    t = type(x)
    if t not in K1350 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1351.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1222(x):
    t = type(x)
    if t not in K1352 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1221(x):
    t = type(x)
    if t not in K1353 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1223(v): return False
    return True

def s1223(x):
    t = type(x)
    if t not in K1354 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1220(x):
    t = type(x)
    if t not in K1355 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1224(v): return False
    return True

def s1224(x):
    t = type(x)
    if t not in K1356 and not _is_type(x, ('object',)): return False
    if not s63(x): return False
    return True

def s1219(x):
    t = type(x)
    if t not in K1357 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1225(v): return False
    return True

def s1225(x):
    t = type(x)
    if t not in K1358 and not _is_type(x, ('object',)): return False
    if not s44(x): return False
    return True

def s1218(x):
    t = type(x)
    if t not in K1359 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1226(v): return False
    return True

def s1226(x):
    t = type(x)
    if t not in K1360 and not _is_type(x, ('object',)): return False
    if not s46(x): return False
    return True

def s1217(x):
    t = type(x)
    if t not in K1361 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1227(v): return False
    return True

def s1227(x):
    t = type(x)
    if t not in K1362 and not _is_type(x, ('object',)): return False
    if not s74(x): return False
    return True

def s1216(x):
    t = type(x)
    if t not in K1363 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1228(v): return False
    return True

def s1228(x):
    t = type(x)
    if t not in K1364 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s1215(x):
    t = type(x)
    if t not in K1365 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1229(v): return False
    return True

def s1229(x):
    t = type(x)
    if t not in K1366 and not _is_type(x, ('object',)): return False
    if not s53(x): return False
    return True

def s1214(x):
    t = type(x)
    if t not in K1367 and not _is_type(x, ('object', 'null')): return False
    if not s47(x): return False
    return True

def s1213(x):
    t = type(x)
    if t not in K1368 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1212(x):
    t = type(x)
    if t not in K1369 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1370: return False
    if t is not bool and isinstance(x, _Number) and x > K1371: return False
    return True

def s1211(x):
    t = type(x)
    if t not in K1372 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1210(x):
    t = type(x)
    if t not in K1373 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1209(x):
    t = type(x)
    if t not in K1374 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1208(x):
    t = type(x)
    if t not in K1375 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1376: return False
    if t is not bool and isinstance(x, _Number) and x > K1377: return False
    return True

def s1207(x):
    t = type(x)
    if t not in K1378 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1379.get(k)
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
    if t not in K1380 and not _is_type(x, ('string',)): return False
    return True

def s7(x):
    t = type(x)
    if t not in K1381 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1382.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1239(x):
    t = type(x)
    if t not in K1383 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1238(x):
    t = type(x)
    if t not in K1384 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1240(v): return False
    return True

def s1240(x):
    t = type(x)
    if t not in K1385 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1237(x):
    t = type(x)
    if t not in K1386 and not _is_type(x, ('object', 'null')): return False
    if not s57(x): return False
    return True

def s1236(x):
    t = type(x)
    if t not in K1387 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1241(v): return False
    return True

def s1241(x):
    t = type(x)
    if t not in K1388 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s1235(x):
    t = type(x)
    if t not in K1389 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1242(v): return False
    return True

def s1242(x):
    t = type(x)
    if t not in K1390 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K1391: return False
    if t is not bool and isinstance(x, _Number) and x > K1392: return False
    return True

def s1234(x):
    t = type(x)
    if t not in K1393 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1394: return False
    if t is not bool and isinstance(x, _Number) and x > K1395: return False
    if not (s1244(x) if s1243(x) else _always(x)): return False
    return True

def s1244(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1243(x):
    t = type(x)
    if t not in K1396 and not _is_type(x, ('string',)): return False
    return True

def s1233(x):
    t = type(x)
    if t not in K1397 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1232(x):
    t = type(x)
    if t not in K1398 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1399.get(k)
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
    if t not in K1400 and not _is_type(x, ('string',)): return False
    return True

def s6(x):
    t = type(x)
    if t not in K1401 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1402.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1251(x):
    t = type(x)
    if t not in K1403 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1250(x):
    t = type(x)
    if t not in K1404 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1252(v): return False
    return True

def s1252(x):
    t = type(x)
    if t not in K1405 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1249(x):
    t = type(x)
    if t not in K1406 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1253(v): return False
    return True

def s1253(x):
    t = type(x)
    if t not in K1407 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K1408: return False
    if t is not bool and isinstance(x, _Number) and x > K1409: return False
    return True

def s1248(x):
    t = type(x)
    if t not in K1410 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1411: return False
    if t is not bool and isinstance(x, _Number) and x > K1412: return False
    return True

def s1247(x):
    t = type(x)
    if t not in K1413 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1414.get(k)
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
    if t not in K1415 and not _is_type(x, ('string',)): return False
    return True

def s5(x):
    t = type(x)
    if t not in K1416 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1417.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1271(x):
    t = type(x)
    if t not in K1418 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1270(x):
    t = type(x)
    if t not in K1419 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1272(v): return False
    return True

def s1272(x):
    t = type(x)
    if t not in K1420 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1269(x):
    t = type(x)
    if t not in K1421 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1273(v): return False
    return True

def s1273(x):
    t = type(x)
    if t not in K1422 and not _is_type(x, ('object',)): return False
    if not s55(x): return False
    return True

def s1268(x):
    t = type(x)
    if t not in K1423 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1274(v): return False
    return True

def s1274(x):
    t = type(x)
    if t not in K1424 and not _is_type(x, ('object',)): return False
    if not s56(x): return False
    return True

def s1267(x):
    t = type(x)
    if t not in K1425 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1275(v): return False
    return True

def s1275(x):
    t = type(x)
    if t not in K1426 and not _is_type(x, ('object',)): return False
    if not s45(x): return False
    return True

def s1266(x):
    t = type(x)
    if t not in K1427 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1276(v): return False
    return True

def s1276(x):
    t = type(x)
    if t not in K1428 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s1265(x):
    t = type(x)
    if t not in K1429 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1277(v): return False
    return True

def s1277(x):
    t = type(x)
    if t not in K1430 and not _is_type(x, ('object',)): return False
    if not s61(x): return False
    return True

def s1264(x):
    t = type(x)
    if t not in K1431 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1278(v): return False
    return True

def s1278(x):
    t = type(x)
    if t not in K1432 and not _is_type(x, ('object',)): return False
    if not s69(x): return False
    return True

def s1263(x):
    t = type(x)
    if t not in K1433 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1279(v): return False
    return True

def s1279(x):
    t = type(x)
    if t not in K1434 and not _is_type(x, ('object',)): return False
    if not s82(x): return False
    return True

def s1262(x):
    t = type(x)
    if t not in K1435 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1280(v): return False
    return True

def s1280(x):
    t = type(x)
    if t not in K1436 and not _is_type(x, ('object',)): return False
    if not s82(x): return False
    return True

def s1261(x):
    t = type(x)
    if t not in K1437 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1281(v): return False
    return True

def s1281(x):
    t = type(x)
    if t not in K1438 and not _is_type(x, ('object',)): return False
    if not s82(x): return False
    return True

def s1260(x):
    t = type(x)
    if t not in K1439 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1259(x):
    t = type(x)
    if t not in K1440 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1282(v): return False
    return True

def s1282(x):
    t = type(x)
    if t not in K1441 and not _is_type(x, ('object',)): return False
    if not s70(x): return False
    return True

def s1258(x):
    t = type(x)
    if t not in K1442 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1257(x):
    t = type(x)
    if t not in K1443 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1283(v): return False
    return True

def s1283(x):
    t = type(x)
    if t not in K1444 and not _is_type(x, ('object',)): return False
    if not s52(x): return False
    return True

def s1256(x):
    t = type(x)
    if t not in K1445 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1446.get(k)
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
    if t not in K1447 and not _is_type(x, ('string',)): return False
    return True

def s4(x):
    t = type(x)
    if t not in K1448 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1449.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1300(x):
    t = type(x)
    if t not in K1450 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1299(x):
    t = type(x)
    if t not in K1451 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1301(v): return False
    return True

def s1301(x):
    t = type(x)
    if t not in K1452 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1298(x):
    t = type(x)
    if t not in K1453 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1302(v): return False
    return True

def s1302(x):
    t = type(x)
    if t not in K1454 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s1297(x):
    t = type(x)
    if t not in K1455 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1296(x):
    t = type(x)
    if t not in K1456 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1303(v): return False
    return True

def s1303(x):
    t = type(x)
    if t not in K1457 and not _is_type(x, ('object',)): return False
    if not s82(x): return False
    return True

def s1295(x):
    t = type(x)
    if t not in K1458 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1304(v): return False
    return True

def s1304(x):
    t = type(x)
    if t not in K1459 and not _is_type(x, ('object',)): return False
    if not s43(x): return False
    return True

def s1294(x):
    t = type(x)
    if t not in K1460 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1293(x):
    t = type(x)
    if t not in K1461 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1305(v): return False
    return True

def s1305(x):
    t = type(x)
    if t not in K1462 and not _is_type(x, ('object',)): return False
    if not s53(x): return False
    return True

def s1292(x):
    t = type(x)
    if t not in K1463 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1291(x):
    t = type(x)
    if t not in K1464 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1306(v): return False
    return True

def s1306(x):
    t = type(x)
    if t not in K1465 and not _is_type(x, ('object',)): return False
    if not s52(x): return False
    return True

def s1290(x):
    t = type(x)
    if t not in K1466 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1307(v): return False
    return True

def s1307(x):
    t = type(x)
    if t not in K1467 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s1289(x):
    t = type(x)
    if t not in K1468 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1308(v): return False
    return True

def s1308(x):
    t = type(x)
    if t not in K1469 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s1288(x):
    t = type(x)
    if t not in K1470 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1309(v): return False
    return True

def s1309(x):
    t = type(x)
    if t not in K1471 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s1287(x):
    t = type(x)
    if t not in K1472 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1286(x):
    t = type(x)
    if t not in K1473 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1474.get(k)
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
    if t not in K1475 and not _is_type(x, ('string',)): return False
    return True

def s3(x):
    t = type(x)
    if t not in K1476 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1477.get(k)
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
            p = K1478.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1327(x):
    t = type(x)
    if t not in K1479 and not _is_type(x, ('null',)): return False
    return True

def s1325(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1480.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1328(x):
    t = type(x)
    if t not in K1481 and not _is_type(x, ('null',)): return False
    return True

def s1323(x):
    t = type(x)
    if not (_always(x) if s1329(x) else s1330(x)): return False
    return True

def s1330(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1482.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1331(x):
    t = type(x)
    if t not in K1483 and not _is_type(x, ('null',)): return False
    return True

def s1329(x):
    t = type(x)
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1484.get(k)
            if p is None:
                continue
            elif not p(v): return False
    return True

def s1332(x):
    t = type(x)
    if t not in K1485 and not _is_type(x, ('null',)): return False
    return True

def s1322(x):
    t = type(x)
    if t not in K1486 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1321(x):
    t = type(x)
    if t not in K1487 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1333(v): return False
    return True

def s1333(x):
    t = type(x)
    if t not in K1488 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1320(x):
    t = type(x)
    if t not in K1489 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1319(x):
    t = type(x)
    if t not in K1490 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1318(x):
    t = type(x)
    if t not in K1491 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1492: return False
    if t is not bool and isinstance(x, _Number) and x > K1493: return False
    if not (s1335(x) if s1334(x) else _always(x)): return False
    return True

def s1335(x):
    t = type(x)
    if not s87(x): return False
    return True

def s1334(x):
    t = type(x)
    if t not in K1494 and not _is_type(x, ('string',)): return False
    return True

def s1317(x):
    t = type(x)
    if t not in K1495 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1336(v): return False
    return True

def s1336(x):
    t = type(x)
    if t not in K1496 and not _is_type(x, ('object',)): return False
    if not s62(x): return False
    return True

def s1316(x):
    t = type(x)
    if t not in K1497 and not _is_type(x, ('string', 'object', 'null')): return False
    if t is _LongText and not _long_text_matches(K1499, x): return False
    if t is not _LongText and isinstance(x, str) and K1498(x) is None: return False
    if not s97(x): return False
    return True

def s1315(x):
    t = type(x)
    if t not in K1500 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s1314(x):
    t = type(x)
    if t not in K1501 and not _is_type(x, ('object', 'null')): return False
    if not s63(x): return False
    return True

def s1313(x):
    t = type(x)
    if t not in K1502 and not _is_type(x, ('object', 'null')): return False
    if not s42(x): return False
    return True

def s1312(x):
    t = type(x)
    if t not in K1503 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1504.get(k)
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
    if t not in K1505 and not _is_type(x, ('string',)): return False
    return True

def s2(x):
    t = type(x)
    if t not in K1506 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1507.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1344(x):
    t = type(x)
    if t not in K1508 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1343(x):
    t = type(x)
    if t not in K1509 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1345(v): return False
    return True

def s1345(x):
    t = type(x)
    if t not in K1510 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1342(x):
    t = type(x)
    if t not in K1511 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1346(v): return False
    return True

def s1346(x):
    t = type(x)
    if t not in K1512 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s1341(x):
    t = type(x)
    if t not in K1513 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1514: return False
    if t is not bool and isinstance(x, _Number) and x > K1515: return False
    return True

def s1340(x):
    t = type(x)
    if t not in K1516 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1339(x):
    t = type(x)
    if t not in K1517 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1518.get(k)
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
    if t not in K1519 and not _is_type(x, ('string',)): return False
    return True

def s1(x):
    t = type(x)
    if t not in K1520 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1521.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1369(x):
    t = type(x)
    if t not in K1522 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1368(x):
    t = type(x)
    if t not in K1523 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1370(v): return False
    return True

def s1370(x):
    t = type(x)
    if t not in K1524 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1367(x):
    t = type(x)
    if t not in K1525 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1371(v): return False
    return True

def s1371(x):
    t = type(x)
    if t not in K1526 and not _is_type(x, ('object',)): return False
    if not s61(x): return False
    return True

def s1366(x):
    t = type(x)
    if t not in K1527 and not _is_type(x, ('object', 'null')): return False
    if not s61(x): return False
    return True

def s1365(x):
    t = type(x)
    if t not in K1528 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1364(x):
    t = type(x)
    if t not in K1529 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1530: return False
    if t is not bool and isinstance(x, _Number) and x > K1531: return False
    if not (s1373(x) if s1372(x) else _always(x)): return False
    return True

def s1373(x):
    t = type(x)
    if not s83(x): return False
    return True

def s1372(x):
    t = type(x)
    if t not in K1532 and not _is_type(x, ('string',)): return False
    return True

def s1363(x):
    t = type(x)
    if t not in K1533 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1374(v): return False
    return True

def s1374(x):
    t = type(x)
    if t not in K1534 and not _is_type(x, ('object',)): return False
    if not s75(x): return False
    return True

def s1362(x):
    t = type(x)
    if t not in K1535 and not _is_type(x, ('object', 'null')): return False
    if not s75(x): return False
    return True

def s1361(x):
    t = type(x)
    if t not in K1536 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1360(x):
    t = type(x)
    if t not in K1537 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1375(v): return False
    return True

def s1375(x):
    t = type(x)
    if t not in K1538 and not _is_type(x, ('object',)): return False
    if not s47(x): return False
    return True

def s1359(x):
    t = type(x)
    if t not in K1539 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1376(v): return False
    return True

def s1376(x):
    t = type(x)
    if t not in K1540 and not _is_type(x, ('object',)): return False
    if not s70(x): return False
    return True

def s1358(x):
    t = type(x)
    if t not in K1541 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1377(v): return False
    return True

def s1377(x):
    t = type(x)
    if t not in K1542 and not _is_type(x, ('string', 'object')): return False
    if not s95(x): return False
    return True

def s1357(x):
    t = type(x)
    if t not in K1543 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1378(v): return False
    return True

def s1378(x):
    t = type(x)
    if t not in K1544 and not _is_type(x, ('integer',)): return False
    if t is not bool and isinstance(x, _Number) and x < K1545: return False
    if t is not bool and isinstance(x, _Number) and x > K1546: return False
    return True

def s1356(x):
    t = type(x)
    if t not in K1547 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1379(v): return False
    return True

def s1379(x):
    t = type(x)
    if t not in K1548 and not _is_type(x, ('number', 'string')): return False
    if t is _LongText and not _long_text_matches(K1550, x): return False
    if t is not _LongText and isinstance(x, str) and K1549(x) is None: return False
    return True

def s1355(x):
    t = type(x)
    if t not in K1551 and not _is_type(x, ('object', 'null')): return False
    if not s47(x): return False
    return True

def s1354(x):
    t = type(x)
    if t not in K1552 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s1353(x):
    t = type(x)
    if t not in K1553 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1352(x):
    t = type(x)
    if t not in K1554 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1555: return False
    if t is not bool and isinstance(x, _Number) and x > K1556: return False
    return True

def s1351(x):
    t = type(x)
    if t not in K1557 and not _is_type(x, ('number', 'string', 'null')): return False
    if t is _LongText and not _long_text_matches(K1559, x): return False
    if t is not _LongText and isinstance(x, str) and K1558(x) is None: return False
    return True

def s1350(x):
    t = type(x)
    if t not in K1560 and not _is_type(x, ('string', 'object', 'null')): return False
    if not s95(x): return False
    return True

def s1349(x):
    t = type(x)
    if t not in K1561 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1562.get(k)
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
    if t not in K1563 and not _is_type(x, ('string',)): return False
    return True

def s0(x):
    t = type(x)
    if t not in K1564 and not _is_type(x, ('object',)): return False
    if isinstance(x, dict) and ('$onnxjson' not in x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1565.get(k)
            if p is None:
                return False
            elif not p(v): return False
    return True

def s1389(x):
    t = type(x)
    if t not in K1566 and not _is_type(x, ('object', 'null')): return False
    if not s92(x): return False
    return True

def s1388(x):
    t = type(x)
    if t not in K1567 and not _is_type(x, ('array', 'null')): return False
    if isinstance(x, list):
        for v in x:
            if not s1390(v): return False
    return True

def s1390(x):
    t = type(x)
    if t not in K1568 and not _is_type(x, ('object',)): return False
    if not s91(x): return False
    return True

def s1387(x):
    t = type(x)
    if t not in K1569 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1570: return False
    if t is not bool and isinstance(x, _Number) and x > K1571: return False
    return True

def s1386(x):
    t = type(x)
    if t not in K1572 and not _is_type(x, ('integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1573: return False
    if t is not bool and isinstance(x, _Number) and x > K1574: return False
    return True

def s1385(x):
    t = type(x)
    if t not in K1575 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s1384(x):
    t = type(x)
    if t not in K1576 and not _is_type(x, ('object', 'null')): return False
    if not s70(x): return False
    return True

def s1383(x):
    t = type(x)
    if t not in K1577 and not _is_type(x, ('string', 'integer', 'null')): return False
    if t is not bool and isinstance(x, _Number) and x < K1578: return False
    if t is not bool and isinstance(x, _Number) and x > K1579: return False
    if not (s1392(x) if s1391(x) else _always(x)): return False
    return True

def s1392(x):
    t = type(x)
    if not s88(x): return False
    return True

def s1391(x):
    t = type(x)
    if t not in K1580 and not _is_type(x, ('string',)): return False
    return True

def s1382(x):
    t = type(x)
    if t not in K1581 and not _is_type(x, ('object',)): return False
    if not s90(x): return False
    if isinstance(x, dict):
        for k, v in x.items():
            p = K1582.get(k)
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
    if t not in K1583 and not _is_type(x, ('string',)): return False
    return True

