import os from 'node:os';

type GetValue = (ptr: number, type?: string) => number | bigint;
type SetValue = (ptr: number, value: number | bigint, type?: string) => void;

/**
 * web-tree-sitter hands every cursor and node call its state through the runtime's memory, four
 * `i32`s at a time, with emscripten's generic `getValue`/`setValue`, which parse their type name on
 * every call (`type.endsWith("*")`, then a switch on strings) and go through a DataView: a 20-file
 * guard run makes ~280,000 such calls, ~10 % of the instructions it runs beyond node's own start.
 * The runtime reads both functions from its Module object at every call, and the Module object is
 * the options object given to `Parser.init` (emscripten's documented way to hook into a module).
 * So the module offered here keeps the runtime's own two functions when the runtime installs them
 * and answers with functions that read and write an `i32` through a typed array over the same
 * memory — the same values, as emscripten's own typed-array access does — and hand every other type
 * to the runtime's. Only on little-endian hosts: the runtime stores wasm's little-endian order
 * explicitly, a typed array in the host's. Nothing else of the runtime is touched.
 */
export function withDirectInt32<T extends object>(module: T, memory: WebAssembly.Memory): T {
  if (os.endianness() !== 'LE') return module;
  let heap = new Int32Array(memory.buffer);
  // when the memory grows (a large file's tree) its old buffer is detached, and a view of a detached
  // buffer has no elements: then a view of the new one is taken (asking the memory for its buffer
  // at every call costs more than the type parsing this saves)
  const view = () => {
    if (heap.length === 0) heap = new Int32Array(memory.buffer);
    return heap;
  };
  let runtimeGet: GetValue | undefined;
  let runtimeSet: SetValue | undefined;
  const getValue: GetValue = (ptr, type) => (type === 'i32' ? view()[ptr >> 2]! : runtimeGet!(ptr, type));
  const setValue: SetValue = (ptr, value, type) => {
    if (type === 'i32') view()[ptr >> 2] = value as number;
    else runtimeSet!(ptr, value, type);
  };
  Object.defineProperty(module, 'getValue', {
    get: () => (runtimeGet ? getValue : undefined),
    set: (f: GetValue) => {
      runtimeGet = f;
    },
    enumerable: true,
  });
  Object.defineProperty(module, 'setValue', {
    get: () => (runtimeSet ? setValue : undefined),
    set: (f: SetValue) => {
      runtimeSet = f;
    },
    enumerable: true,
  });
  return module;
}
