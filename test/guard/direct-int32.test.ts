import { describe, expect, it } from 'vitest';
import { withDirectInt32 } from '../../src/guard/kotlin/direct-int32.js';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';

/**
 * The Module object given to web-tree-sitter's runtime answers the runtime's `i32` reads and writes
 * through a typed array over the runtime's memory (direct-int32.ts). It must give exactly what the
 * runtime's own functions give, keep every other type theirs, and follow the memory when it grows.
 */

/** The runtime's own functions, as emscripten writes them: little-endian through a DataView, a type name per call. */
function runtimeFunctions(memory: WebAssembly.Memory) {
  const calls: string[] = [];
  const dv = () => new DataView(memory.buffer);
  return {
    calls,
    getValue: (ptr: number, type = 'i8') => {
      calls.push(`get ${type}`);
      if (type === 'i32') return dv().getInt32((ptr >> 2) * 4, true);
      if (type === 'i8') return dv().getInt8(ptr);
      throw new Error(`type ${type}`);
    },
    setValue: (ptr: number, value: number, type = 'i8') => {
      calls.push(`set ${type}`);
      if (type === 'i32') dv().setInt32((ptr >> 2) * 4, value, true);
      else if (type === 'i8') dv().setInt8(ptr, value);
      else throw new Error(`type ${type}`);
    },
  };
}

type Hooked = {
  getValue: (ptr: number, type?: string) => number;
  setValue: (ptr: number, value: number, type?: string) => void;
};

describe("the runtime's i32 reads and writes through a typed array", () => {
  it('reads and writes what the runtime would, hands other types to it, and follows a grown memory', () => {
    const memory = new WebAssembly.Memory({ initial: 1, maximum: 4 });
    const module = withDirectInt32({} as Record<string, unknown>, memory);
    // before the runtime installs its functions there are none, as without the hook
    expect(module.getValue).toBeUndefined();
    const runtime = runtimeFunctions(memory);
    // the runtime assigns its functions to the Module object, as emscripten's glue does
    module.getValue = runtime.getValue;
    module.setValue = runtime.setValue;
    const m = module as unknown as Hooked;
    const values = [0, 1, -1, 2 ** 31 - 1, -(2 ** 31), 123456789, 2 ** 32 + 5, -7.9];
    let at = 64;
    for (const v of values) {
      m.setValue(at, v, 'i32');
      // written as the runtime writes it: ToInt32, little-endian
      expect(runtime.getValue(at, 'i32')).toBe(v | 0);
      runtime.setValue(at + 4, v, 'i32');
      expect(m.getValue(at + 4, 'i32')).toBe(v | 0);
      at += 8;
    }
    expect(runtime.calls.every((c) => c.endsWith('i32'))).toBe(true);
    expect(runtime.calls).toHaveLength(values.length * 2);
    // any other type is the runtime's
    m.setValue(3, -2, 'i8');
    expect(m.getValue(3, 'i8')).toBe(-2);
    expect(runtime.calls.slice(-2)).toEqual(['set i8', 'get i8']);
    // the memory grows: the old buffer is detached, reads and writes go to the new one
    memory.grow(2);
    const far = 3 * 65536 - 8;
    m.setValue(far, 42, 'i32');
    expect(new DataView(memory.buffer).getInt32(far, true)).toBe(42);
    expect(m.getValue(64, 'i32')).toBe(0);
  });

  it('parses a file larger than the runtime memory first held, and small ones after it, as before', async () => {
    const small = 'class A {\n    fun b() = c(d)\n}\n';
    const before = await parseKotlin(small);
    // ~6 MB of declarations: the tree outgrows the runtime's first 32 MB and the memory grows
    const big = Array.from({ length: 60_000 }, (_, i) => `fun f${i}(x: Int) = listOf(x, ${i}, "s$i")\n`).join('');
    const tree = await parseKotlin(big);
    expect(tree.children.length).toBe(60_000);
    expect(tree.children[59_999]!.type).toBe('function_declaration');
    const after = await parseKotlin(small);
    expect(JSON.stringify(after, ['type', 'start', 'end', 'line', 'children'])).toBe(
      JSON.stringify(before, ['type', 'start', 'end', 'line', 'children']),
    );
  });
});
