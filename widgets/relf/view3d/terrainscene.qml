// The 3-D view's scene: the ground (chunks with levels of detail, morphed in
// ground.vert) with the maps as its texture, the lake as
// a water plane at the lake level, town buildings as boxes and point
// features as posts, and in the Scene look the scatter's trees, bushes and
// rocks. The view fills in the geometry, texture, instance tables
// and the camera from C++.
import QtQuick
import QtQuick3D
import TerrainStudio.Scene

View3D {
    id: view
    // Straight into the widget's frame, without a texture of its own to
    // compose (a pass over every pixel less); the sky is then the widget's
    // clear colour (TerrainView3D), not the environment's.
    renderMode: View3D.Inline
    environment: SceneEnvironment {
        antialiasingMode: SceneEnvironment.NoAA
    }

    PerspectiveCamera {
        objectName: "camera"
        fieldOfView: 50
        clipNear: 0.5
        clipFar: 30000
    }

    // The sun in the north-west, as hill shading lights a map.
    DirectionalLight {
        id: sun
        eulerRotation: Qt.vector3d(-45, -45, 0)
        ambientColor: Qt.rgba(0.45, 0.45, 0.45, 1.0)
        brightness: 0.8
    }

    // Light from below, as the ground beneath reflects it: the skylands'
    // undersides show their relief as the ground does. The ground faces up
    // and takes none of it.
    DirectionalLight {
        id: bounce
        eulerRotation: Qt.vector3d(25, 135, 0)
        ambientColor: Qt.rgba(0, 0, 0, 1)
        brightness: 1.0
    }

    // The ground's material: a map picture as its texture, the contours drawn
    // by the shader for the view's scale (ground.frag), lit by the two lights.
    component GroundMaterial: CustomMaterial {
        property alias map: mapData
        shadingMode: CustomMaterial.Unshaded
        vertexShader: "ground.vert"
        fragmentShader: "ground.frag"
        property TextureInput mapTexture: TextureInput {
            texture: Texture {
                textureData: GroundTexture { id: mapData }
                generateMipmaps: true
                mipFilter: Texture.Linear
                tilingModeHorizontal: Texture.ClampToEdge
                tilingModeVertical: Texture.ClampToEdge
            }
        }
        // Scene x, z to the map's texture coordinates: scale, offset.
        property real mapScale: 0.001
        property real mapOffset: 0.5
        // With groundedge.frag, the ground outside the map shows farTexture's.
        property TextureInput farTexture: mapTexture
        property real farScale: 0.001
        property real farOffset: 0.5
        // Where the levels of detail are measured from: the camera's x and
        // z, and its height above the ground as y.
        property vector3d lodCamera: Qt.vector3d(0, 0, 0)
        property real morphStart: 0.9
        property bool contours: true
        property real interval: 5.0
        property vector3d contourColour: Qt.vector3d(0.82, 0.36, 0.0) // set from the colour table
        property real thinWidth: 1.0
        property real indexWidth: 2.0
        property real fadeFrom: 1.5
        property real fadeTo: 3.0
        property bool water: false
        property real waterLevel: 0.0
        property real ambient: 0.45
        // The lights (bound in each instance: an inline component does not
        // see the file's ids).
        property vector3d sunDirection
        property real sunBrightness
        property vector3d bounceDirection
        property real bounceBrightness
    }

    // The ground in the region, with the region's map, beyond it with the
    // coarser map of the whole view, and across the region's edge with both.
    Model {
        objectName: "ground"
        geometry: GroundGeometry { objectName: "groundGeometry" }
        materials: GroundMaterial {
            id: nearMaterial
            objectName: "groundMaterial"
            map.objectName: "groundTexture"
            sunDirection: sun.forward
            sunBrightness: sun.brightness
            bounceDirection: bounce.forward
            bounceBrightness: bounce.brightness
        }
    }
    Model {
        objectName: "farGround"
        geometry: GroundGeometry { objectName: "farGeometry" }
        materials: GroundMaterial {
            id: farMaterial
            objectName: "farMaterial"
            map.objectName: "farTexture"
            sunDirection: sun.forward
            sunBrightness: sun.brightness
            bounceDirection: bounce.forward
            bounceBrightness: bounce.brightness
        }
    }

    Model {
        objectName: "edgeGround"
        geometry: GroundGeometry { objectName: "edgeGeometry" }
        materials: GroundMaterial {
            objectName: "edgeMaterial"
            fragmentShader: "groundedge.frag"
            mapTexture: nearMaterial.mapTexture
            mapScale: nearMaterial.mapScale
            mapOffset: nearMaterial.mapOffset
            farTexture: farMaterial.mapTexture
            farScale: farMaterial.mapScale
            farOffset: farMaterial.mapOffset
            sunDirection: sun.forward
            sunBrightness: sun.brightness
            bounceDirection: bounce.forward
            bounceBrightness: bounce.brightness
        }
    }

    // Skylands: the islands' undersides, bare earth.
    Model {
        objectName: "underside"
        visible: false
        geometry: GroundGeometry {
            objectName: "undersideGeometry"
            underside: true
        }
        materials: DefaultMaterial { diffuseColor: "#8a6a4a" }
    }

    Model {
        objectName: "water"
        source: "#Rectangle"
        eulerRotation.x: -90
        visible: false
        materials: DefaultMaterial {
            diffuseColor: "#3f8fd0"
            opacity: 0.7
        }
    }

    Model {
        source: "#Cube"
        instancing: ObjectInstancing { objectName: "buildings" }
        materials: DefaultMaterial { diffuseColor: "white" }
    }

    Model {
        source: "#Cylinder"
        instancing: ObjectInstancing { objectName: "markers" }
        materials: DefaultMaterial { diffuseColor: "white" }
    }

    // The Scene look's scatter (relf::ScatterPart): trunks, conifer and
    // broadleaf crowns, bushes, rocks; empty in the Map look.
    Model {
        geometry: LowPolyGeometry { shape: 0 }
        instancing: ObjectInstancing { objectName: "scatter0" }
        materials: DefaultMaterial { diffuseColor: "white" }
    }
    Model {
        geometry: LowPolyGeometry { shape: 1 }
        instancing: ObjectInstancing { objectName: "scatter1" }
        materials: DefaultMaterial { diffuseColor: "white" }
    }
    Model {
        geometry: LowPolyGeometry { shape: 2 }
        instancing: ObjectInstancing { objectName: "scatter2" }
        materials: DefaultMaterial { diffuseColor: "white" }
    }
    Model {
        geometry: LowPolyGeometry { shape: 2 }
        instancing: ObjectInstancing { objectName: "scatter3" }
        materials: DefaultMaterial { diffuseColor: "white" }
    }
    Model {
        geometry: LowPolyGeometry { shape: 2 }
        instancing: ObjectInstancing { objectName: "scatter4" }
        materials: DefaultMaterial { diffuseColor: "white" }
    }
}
