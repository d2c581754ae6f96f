// The preprocessor: #define, #ifdef, #ifndef, #else, #endif, nested.
#define FOO
#ifdef FOO
def foo_defined;
#else
def foo_undefined;
#endif
#ifndef BAR
def bar_undefined;
#ifdef FOO
def nested;
#endif
#endif
#ifdef BAR
def never;
#endif
