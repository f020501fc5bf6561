/** The names of the standard library the mirror documents: primitives, modules, items, macros, keywords. */

export const PRIMITIVES = [
  'array', 'bool', 'char', 'f32', 'f64', 'fn', 'i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'never', 'pointer',
  'reference', 'slice', 'str', 'tuple', 'u8', 'u16', 'u32', 'u64', 'u128', 'unit', 'usize',
] as const;

export const MACROS = [
  'assert', 'assert_eq', 'assert_ne', 'cfg', 'column', 'compile_error', 'concat', 'dbg', 'debug_assert', 'debug_assert_eq',
  'debug_assert_ne', 'env', 'eprint', 'eprintln', 'file', 'format', 'format_args', 'include', 'include_bytes', 'include_str',
  'line', 'matches', 'module_path', 'option_env', 'panic', 'print', 'println', 'stringify', 'thread_local', 'todo',
  'unimplemented', 'unreachable', 'vec', 'write', 'writeln',
] as const;

export const KEYWORDS = [
  'SelfTy', 'as', 'async', 'await', 'break', 'const', 'continue', 'crate', 'dyn', 'else', 'enum', 'extern', 'false', 'fn',
  'for', 'if', 'impl', 'in', 'let', 'loop', 'match', 'mod', 'move', 'mut', 'pub', 'ref', 'return', 'self', 'static',
  'struct', 'super', 'trait', 'true', 'type', 'union', 'unsafe', 'use', 'where', 'while',
] as const;

export type ItemKind = 'struct' | 'enum' | 'trait' | 'fn' | 'type';

/** Modules of std with the items the mirror documents in them ([kind, name]). */
export const MODULES: Readonly<Record<string, ReadonlyArray<readonly [ItemKind, string]>>> = {
  alloc: [['struct', 'Layout'], ['trait', 'GlobalAlloc'], ['fn', 'alloc'], ['fn', 'dealloc']],
  any: [['struct', 'TypeId'], ['trait', 'Any'], ['fn', 'type_name']],
  array: [['struct', 'IntoIter'], ['fn', 'from_fn']],
  ascii: [['trait', 'AsciiExt'], ['fn', 'escape_default']],
  borrow: [['enum', 'Cow'], ['trait', 'Borrow'], ['trait', 'ToOwned']],
  boxed: [['struct', 'Box']],
  cell: [['struct', 'Cell'], ['struct', 'RefCell'], ['struct', 'OnceCell']],
  char: [['fn', 'from_u32'], ['fn', 'from_digit']],
  clone: [['trait', 'Clone']],
  cmp: [['enum', 'Ordering'], ['trait', 'Ord'], ['trait', 'PartialEq'], ['fn', 'max'], ['fn', 'min']],
  collections: [['struct', 'HashMap'], ['struct', 'HashSet'], ['struct', 'BTreeMap'], ['struct', 'BTreeSet'], ['struct', 'VecDeque'], ['struct', 'LinkedList'], ['struct', 'BinaryHeap']],
  convert: [['trait', 'From'], ['trait', 'Into'], ['trait', 'TryFrom'], ['trait', 'AsRef'], ['fn', 'identity']],
  default: [['trait', 'Default']],
  env: [['struct', 'Args'], ['struct', 'Vars'], ['fn', 'args'], ['fn', 'var'], ['fn', 'current_dir']],
  error: [['trait', 'Error']],
  ffi: [['struct', 'CString'], ['struct', 'CStr'], ['struct', 'OsString'], ['struct', 'OsStr']],
  fmt: [['struct', 'Formatter'], ['struct', 'Arguments'], ['trait', 'Display'], ['trait', 'Debug'], ['fn', 'format']],
  fs: [['struct', 'File'], ['struct', 'OpenOptions'], ['struct', 'Metadata'], ['struct', 'DirEntry'], ['fn', 'read_to_string'], ['fn', 'write'], ['fn', 'create_dir_all']],
  future: [['trait', 'Future'], ['fn', 'ready']],
  hash: [['trait', 'Hash'], ['trait', 'Hasher'], ['struct', 'DefaultHasher']],
  hint: [['fn', 'black_box'], ['fn', 'spin_loop']],
  io: [['struct', 'Error'], ['struct', 'BufReader'], ['struct', 'BufWriter'], ['struct', 'Stdin'], ['struct', 'Stdout'], ['trait', 'Read'], ['trait', 'Write'], ['trait', 'BufRead'], ['fn', 'stdin'], ['fn', 'stdout']],
  iter: [['trait', 'Iterator'], ['trait', 'IntoIterator'], ['trait', 'FromIterator'], ['fn', 'once'], ['fn', 'repeat'], ['fn', 'zip']],
  marker: [['trait', 'Copy'], ['trait', 'Send'], ['trait', 'Sync'], ['trait', 'Sized'], ['struct', 'PhantomData']],
  mem: [['fn', 'swap'], ['fn', 'replace'], ['fn', 'take'], ['fn', 'size_of'], ['fn', 'drop']],
  net: [['struct', 'TcpListener'], ['struct', 'TcpStream'], ['struct', 'UdpSocket'], ['enum', 'IpAddr'], ['struct', 'SocketAddrV4']],
  num: [['struct', 'NonZero'], ['struct', 'Wrapping'], ['struct', 'ParseIntError']],
  ops: [['trait', 'Add'], ['trait', 'Deref'], ['trait', 'Drop'], ['trait', 'Fn'], ['trait', 'Index'], ['struct', 'Range']],
  option: [['enum', 'Option']],
  path: [['struct', 'Path'], ['struct', 'PathBuf'], ['enum', 'Component']],
  pin: [['struct', 'Pin']],
  prelude: [],
  process: [['struct', 'Command'], ['struct', 'Child'], ['struct', 'ExitStatus'], ['fn', 'exit']],
  ptr: [['struct', 'NonNull'], ['fn', 'null'], ['fn', 'read'], ['fn', 'write']],
  rc: [['struct', 'Rc'], ['struct', 'Weak']],
  result: [['enum', 'Result']],
  slice: [['struct', 'Iter'], ['struct', 'Chunks'], ['fn', 'from_raw_parts']],
  str: [['struct', 'Chars'], ['struct', 'Bytes'], ['struct', 'Split'], ['struct', 'Utf8Error'], ['trait', 'FromStr'], ['fn', 'from_utf8'], ['fn', 'from_utf8_unchecked']],
  string: [['struct', 'String'], ['struct', 'FromUtf8Error'], ['struct', 'FromUtf16Error'], ['struct', 'Drain'], ['trait', 'ToString'], ['type', 'ParseError']],
  sync: [['struct', 'Arc'], ['struct', 'Mutex'], ['struct', 'RwLock'], ['struct', 'Condvar'], ['struct', 'Once'], ['struct', 'Barrier'], ['struct', 'OnceLock']],
  task: [['struct', 'Context'], ['struct', 'Waker'], ['enum', 'Poll']],
  thread: [['struct', 'JoinHandle'], ['struct', 'Thread'], ['struct', 'Builder'], ['fn', 'spawn'], ['fn', 'sleep'], ['fn', 'current']],
  time: [['struct', 'Duration'], ['struct', 'Instant'], ['struct', 'SystemTime']],
  vec: [['struct', 'Vec'], ['struct', 'Drain'], ['struct', 'IntoIter']],
};

/** Methods of `str`, in the order its page documents them, with their signatures' return types. */
export const STR_METHODS: ReadonlyArray<readonly [string, string]> = [
  ['len', 'usize'], ['is_empty', 'bool'], ['is_char_boundary', 'bool'], ['as_bytes', '&[u8]'], ['as_bytes_mut', '&mut [u8]'],
  ['as_ptr', '*const u8'], ['as_mut_ptr', '*mut u8'], ['get', 'Option<&I::Output>'], ['get_mut', 'Option<&mut I::Output>'],
  ['split_at', '(&str, &str)'], ['split_at_mut', '(&mut str, &mut str)'], ['split_at_checked', 'Option<(&str, &str)>'],
  ['chars', 'Chars<\'_>'], ['char_indices', 'CharIndices<\'_>'], ['bytes', 'Bytes<\'_>'], ['split_whitespace', 'SplitWhitespace<\'_>'],
  ['split_ascii_whitespace', 'SplitAsciiWhitespace<\'_>'], ['lines', 'Lines<\'_>'], ['encode_utf16', 'EncodeUtf16<\'_>'],
  ['contains', 'bool'], ['starts_with', 'bool'], ['ends_with', 'bool'], ['find', 'Option<usize>'], ['rfind', 'Option<usize>'],
  ['split', 'Split<\'_, P>'], ['split_inclusive', 'SplitInclusive<\'_, P>'], ['rsplit', 'RSplit<\'_, P>'],
  ['split_terminator', 'SplitTerminator<\'_, P>'], ['splitn', 'SplitN<\'_, P>'], ['rsplitn', 'RSplitN<\'_, P>'],
  ['split_once', 'Option<(&str, &str)>'], ['rsplit_once', 'Option<(&str, &str)>'], ['matches', 'Matches<\'_, P>'],
  ['match_indices', 'MatchIndices<\'_, P>'], ['trim', '&str'], ['trim_start', '&str'], ['trim_end', '&str'],
  ['trim_matches', '&str'], ['trim_start_matches', '&str'], ['strip_prefix', 'Option<&str>'], ['strip_suffix', 'Option<&str>'],
  ['trim_end_matches', '&str'], ['parse', 'Result<F, F::Err>'], ['is_ascii', 'bool'], ['eq_ignore_ascii_case', 'bool'],
  ['make_ascii_uppercase', '()'], ['make_ascii_lowercase', '()'], ['trim_ascii_start', '&str'], ['trim_ascii_end', '&str'],
  ['trim_ascii', '&str'], ['escape_debug', 'EscapeDebug<\'_>'], ['escape_default', 'EscapeDefault<\'_>'],
  ['escape_unicode', 'EscapeUnicode<\'_>'], ['replace', 'String'], ['replacen', 'String'], ['to_lowercase', 'String'],
  ['to_uppercase', 'String'], ['into_string', 'String'], ['repeat', 'String'], ['to_ascii_uppercase', 'String'],
  ['to_ascii_lowercase', 'String'],
];

/** Methods of `String` itself (before those it borrows from `str` through Deref). */
export const STRING_METHODS: ReadonlyArray<readonly [string, string]> = [
  ['new', 'String'], ['with_capacity', 'String'], ['from_utf8', 'Result<String, FromUtf8Error>'], ['from_utf8_lossy', 'Cow<\'_, str>'],
  ['from_utf16', 'Result<String, FromUtf16Error>'], ['into_bytes', 'Vec<u8>'], ['as_str', '&str'], ['as_mut_str', '&mut str'],
  ['push_str', '()'], ['capacity', 'usize'], ['reserve', '()'], ['reserve_exact', '()'], ['shrink_to_fit', '()'],
  ['push', '()'], ['as_bytes', '&[u8]'], ['truncate', '()'], ['pop', 'Option<char>'], ['remove', 'char'], ['retain', '()'],
  ['insert', '()'], ['insert_str', '()'], ['len', 'usize'], ['is_empty', 'bool'], ['split_off', 'String'], ['clear', '()'],
  ['drain', 'Drain<\'_>'], ['replace_range', '()'], ['into_boxed_str', 'Box<str>'], ['leak', '&\'a mut str'],
];

/** Traits `str` implements, as its "Trait Implementations" list them. */
export const STR_TRAITS = [
  'AsMut<str> for str', 'AsRef<OsStr> for str', 'AsRef<Path> for str', 'AsRef<[u8]> for str', 'AsRef<str> for str',
  'Debug for str', 'Default for &str', 'Display for str', 'Eq for str', 'Hash for str', 'Index<I> for str', 'Ord for str',
  'PartialEq for str', 'PartialOrd for str', 'ToOwned for str', 'ToSocketAddrs for str',
] as const;
