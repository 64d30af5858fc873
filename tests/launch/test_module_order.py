"""The order a browser evaluates a page's chunks in, and imports that keep that order one chunk
at a time."""

from marketplace_app.launch.module_order import chunk_imports, evaluation_order, import_steps
from marketplace_app.launch.small_chunks import small_chunks_config


def chunks(folder, **graph):
    """Writes one minified-style chunk per name, importing the chunks its value lists."""
    for name, imports in graph.items():
        head = "".join(f'import{{a as b{n}}}from"./{child}.js";' for n, child in enumerate(imports))
        (folder / f"{name}.js").write_text(head + f"var {name}=1;export{{{name}}};")
    return folder


def test_a_chunk_s_imports_are_read_from_its_top_in_order(tmp_path):
    (tmp_path / "page.js").write_text(
        'const __vite__mapDeps=(i,m=__vite__mapDeps)=>i.map(i=>d[i]);\n'
        'import{r as e}from"./runtime-X1.js";import"./side~effect-Y_2.js";'
        'export{t as u}from"./lib-Z.js";import{a}from"./runtime-X1.js";'
        'const later=()=>import("./lazy-Q.js");var s=`import{x}from"./in-a-string.js"`;')
    assert chunk_imports(tmp_path, "page.js") == ("runtime-X1.js", "side~effect-Y_2.js",
                                                  "lib-Z.js")
    assert chunk_imports(tmp_path, "missing.js") == ()


def test_evaluation_is_depth_first_with_each_chunk_after_its_imports(tmp_path):
    chunks(tmp_path, manifest=[], react=[], router=["react"], radix=["react"],
           root=["router", "radix"], entry=["react"])
    order = evaluation_order(tmp_path, ["manifest.js", "root.js", "entry.js"])
    assert order == ["manifest.js", "react.js", "router.js", "radix.js", "root.js", "entry.js"]
    # Each import evaluates one chunk: the ones before it are already there.
    assert import_steps(tmp_path, ["manifest.js", "root.js", "entry.js"]) == order


def test_chunks_that_import_each_other_are_imported_as_the_browser_reaches_them(tmp_path):
    # a imports b and b imports a: the browser, coming from root, evaluates b, then a. Importing
    # b alone first would evaluate a before b: b is not a step of its own.
    chunks(tmp_path, a=["b"], b=["a"], root=["a"], entry=[])
    order = evaluation_order(tmp_path, ["root.js", "entry.js"])
    assert order == ["b.js", "a.js", "root.js", "entry.js"]
    steps = import_steps(tmp_path, ["root.js", "entry.js"])
    assert steps == ["a.js", "root.js", "entry.js"]
    done: set = set()
    evaluated = []
    for step in steps:
        evaluated += evaluation_order(tmp_path, [step], done)
        done.update(evaluated)
    assert evaluated == order


def test_the_vite_config_gets_the_library_groups_once():
    from reflex.utils.frontend_skeleton import _compile_vite_config
    from reflex_base.config import get_config

    config = small_chunks_config(_compile_vite_config(get_config()))
    assert config.count('name: "radix"') == 1 and "minShareCount: 10" in config
    assert small_chunks_config(config) == config
